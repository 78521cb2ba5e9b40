import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import { renderMessage } from './render-message.js';

/**
 * The page's script: posts the conversation to `/api/chat` through the AI SDK's
 * `DefaultChatTransport` (what `useChat` uses) and renders the UI message stream it returns with
 * `readUIMessageStream`. `document.body.dataset.status` is `ready`, `streaming` or `error`.
 */
const transport = new DefaultChatTransport<UIMessage>({ api: '/api/chat' });
const messages: UIMessage[] = [];
const list = document.querySelector<HTMLOListElement>('#messages');
const form = document.querySelector<HTMLFormElement>('#composer');
const input = document.querySelector<HTMLInputElement>('#input');

function render(): void {
  list?.replaceChildren(...messages.map(renderMessage));
}

async function send(text: string): Promise<void> {
  messages.push({ id: `user-${String(messages.length)}`, role: 'user', parts: [{ type: 'text', text }] });
  render();
  document.body.dataset.status = 'streaming';
  try {
    const stream = await transport.sendMessages({ trigger: 'submit-message', chatId: 'example', messageId: undefined, messages, abortSignal: undefined });
    const index = messages.length;
    for await (const message of readUIMessageStream({ stream })) {
      messages[index] = message;
      render();
    }
    document.body.dataset.status = 'ready';
  } catch (error) {
    document.body.dataset.status = 'error';
    list?.append(Object.assign(document.createElement('li'), { className: 'error', textContent: String(error) }));
  }
}

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input?.value.trim() ?? '';
  if (text === '' || input === null) return;
  input.value = '';
  void send(text);
});
document.body.dataset.status = 'ready';
