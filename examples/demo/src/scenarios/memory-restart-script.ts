/** What the memory-restart scenario's two processes say, and the thread they share. */
export const FIRST_QUESTION = 'My order number is A-1001. Please keep it in mind.';
export const FIRST_ANSWER = 'Noted: order A-1001. Ask me about it any time.';
export const SECOND_QUESTION = 'Which order were we talking about?';
export const SECOND_ANSWER = 'We were talking about your order A-1001.';
export const MEMORY_CALL = { thread: 'support-chat', resource: 'customer-7' } as const;
