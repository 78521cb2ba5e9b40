import type { InjectionKind } from '../detector.js';
import { wordAlternation } from './word-alternation.js';

/**
 * One feature of the offline scoring model: a named pattern over normalized text with a weight.
 * A text's score is the sum of the weights of the features it shows (each counted once), minus
 * the weights of the benign-context features, clamped to [0, 1]. Negative weights mark benign
 * context ("in my code", "act as a proofreader") and lower the score.
 */
export interface Feature {
  /** Stable name, reported in violations (`features`). */
  id: string;
  /** What the feature is evidence of; the strongest positive feature names the violation's kind. */
  kind: InjectionKind | 'benign' | 'signal';
  weight: number;
  /**
   * Weight when the text comes from a tool (an email, a web page, a file): text written by a
   * third party that addresses the AI is stronger evidence there than in a user's own message.
   * @default weight
   */
  toolWeight?: number;
  /**
   * Global pattern over normalized text. A pattern may start its match at a rare word and check the
   * words before it in a lookbehind (much faster than starting at a common one); the text the
   * lookbehind's first capture group holds, ending where the match starts, then counts as part of
   * the match for its span.
   */
  pattern: RegExp;
  /**
   * Groups of words the pattern needs: it can only match a text holding, for every group, one of
   * the group's words as a whole token (see `buildTokenGate`). Lets the detector skip the pattern
   * on most texts. Omitted: the pattern always runs.
   */
  anchors?: readonly (readonly string[])[];
}

/** Alternation of words, as a prefix tree (`l` also matching `i`): see `wordAlternation`. */
function any(words: readonly string[]): string {
  return wordAlternation(words);
}

/**
 * `a`, then up to `gap` other words, then `b` (linear: each gap word is one `\W+\w+`). The match
 * starts at `b`, the rarer side, and `a` is checked in a lookbehind (see `Feature.pattern`; the
 * span still starts at `a`).
 */
function nearFromEnd(a: string, b: string, gap: number): string {
  return `\\b${b}\\b(?<=(\\b${a}\\b(?:[^\\w\\n]+\\w+){0,${gap}}?[^\\w\\n]+)${b})`;
}

/** A global pattern; one with a lookbehind's capture group (see `Feature.pattern`) also records match indices. */
function re(source: string, flags = 'g'): RegExp {
  return new RegExp(source, source.includes('(?<=(') ? `${flags}d` : flags);
}

// Lexicons: the words each feature is built from.
const OVERRIDE_VERB_WORDS: readonly string[] = ['ignore', 'ignoring', 'disregard', 'disregarding', 'forget', 'forgetting', 'override', 'overriding', 'bypass', 'skip', 'discard', 'abandon', 'drop', 'neglect', 'omit', 'cancel', 'erase', 'delete', 'throw away', 'set aside', 'pay no attention to', 'stop following', 'do not follow', "don't follow", 'no longer follow', 'nullify', 'void', 'supersede', 'supersedes', 'replace', 'overwrite', 'reset', 'unlearn', 'purge', 'clear',
  // French, Spanish, German (accents are folded by normalization).
  'ignorez', 'ignore', 'oublie', 'oubliez', 'ignora', 'ignorad', 'ignorar', 'olvida', 'olvidad', 'ignoriere', 'ignorieren', 'vergiss', 'vergessen'];
const OVERRIDE_VERBS = any(OVERRIDE_VERB_WORDS);
const PRIOR = any(['previous', 'prior', 'above', 'earlier', 'preceding', 'foregoing', 'original', 'initial', 'old', 'all', 'any', 'every', 'your', 'the', 'these', 'those', 'existing', 'current', 'system', 'developer', 'default', 'safety', 'built-in', 'programmed', 'given', 'hidden',
  'toutes', 'tous', 'les', 'vos', 'tes', 'precedentes', 'anterieures', 'todas', 'todos', 'las', 'los', 'tus', 'sus', 'anteriores', 'previas', 'alle', 'deine', 'ihre', 'vorherigen', 'bisherigen']);
const INSTRUCTION_WORDS: readonly string[] = ['instructions', 'instruction', 'rules', 'guidelines', 'guidance', 'directives', 'directive', 'directions', 'prompt', 'prompts', 'system prompt', 'programming', 'guardrails', 'restrictions', 'constraints', 'policies', 'training', 'configuration', 'filters', 'safeguards', 'limitations', 'principles', 'protocols',
  'consignes', 'regles', 'instrucciones', 'reglas', 'anweisungen', 'regeln', 'vorgaben'];
const INSTRUCTIONS = any(INSTRUCTION_WORDS);
/** Objects that are only an override target with a word placing them before this message ("the text above"). */
const EARLIER_NOUNS: readonly string[] = ['messages', 'context', 'conversation', 'text', 'everything', 'document', 'tasks', 'task', 'commands', 'orders', 'input', 'content', 'words', 'lines'];
const EARLIER_THINGS = `${any(EARLIER_NOUNS)}\\W+${any(['above', 'before', 'previously', 'earlier', 'so far', 'until now', 'you were given', 'you were told', 'you received'])}`;
/** A person's own instructions ("my instructions", "her rules") are not the assistant's. */
const NOT_HUMAN_OWNED = `(?<!\\b(?:my|our|his|her|their|mom's|dad's|boss's|teacher's)\\s)`;
const PERSONA_VERB_PHRASES: readonly string[] = ['you are now', 'you\'re now', 'you will now be', 'from now on,? you are', 'act as', 'acting as', 'act like', 'pretend to be', 'pretend you are', 'pretend that you are', 'pretending to be', 'roleplay as', 'role-play as', 'role play as', 'play the role of', 'take on the role of', 'imagine you are', 'imagine that you are', 'simulate', 'become', 'behave as', 'respond as', 'answer as', 'you are going to be', 'you will be'];
const PERSONA_VERBS = `(?:${PERSONA_VERB_PHRASES.join('|')})`;
const LIMIT_WORDS: readonly string[] = ['rules', 'restrictions', 'limits', 'limitations', 'filters', 'filter', 'guidelines', 'morals', 'ethics', 'censorship', 'policies', 'content policies', 'guardrails', 'boundaries', 'constraints', 'safety', 'safeguards'];
const LIMITS = any(LIMIT_WORDS);
/** "no rules", "without any restrictions", "freed from all of its limitations". */
const WITHOUT_LIMITS = `(?:no|without|free of|free from|freed from|released from|liberated from|not bound by|unbound by)(?: (?:any|all|the|of|its|your|their|moral|ethical|safety|content))* ${LIMITS}`;
const UNRESTRICTED_WORDS: readonly string[] = ['dan', 'unrestricted', 'unfiltered', 'uncensored', 'jailbroken', 'jailbreak', 'evil', 'rogue', 'amoral', 'immoral', 'unethical', 'unbound', 'unlimited', 'unchained', 'lawless', 'developer mode', 'god mode', 'admin mode', 'debug mode', 'sudo mode', 'do anything now', 'anti-ai', 'opposite mode'];
const UNRESTRICTED = `(?:${any(UNRESTRICTED_WORDS)}|${WITHOUT_LIMITS})`;
/** Refusal suppression: "never refuse", "answer every request without ...", "where you would refuse, comply", "stay in character". */
const REFUSAL_SUPPRESSION = [
  `\\bwhere(?:ver)? you would (?:normally |usually )?(?:refuse|decline|say no)\\b`,
  `\\b(?:never|do not|don't|cannot|can't|must not|will not|won't) (?:ever )?(?:refuse|decline|say no|reject|apologi[sz]e|warn|add (?:a )?(?:warning|disclaimer)s?)\\b`,
  `\\b(?:answer|respond to|comply with|fulfill) (?:every|any|all)(?: \\w+)?(?: requests?| questions?| prompts?)?(?: without)`,
  `\\b(?:stay|remain|stay in|keep) (?:in )?character\\b`,
].join('|');
/** Safety switched off: "no ethical guidelines", "not bound by", "filters are disabled", modes and jailbreak names. */
const SAFETY_SUBJECTS = any(['ethical', 'ethics', 'moral', 'morals', 'safety', 'content', 'openai', 'anthropic', 'censorship', 'usage']);
const SAFETY_OFF = [
  // Starts at the rarer middle word and checks the verb before it in a lookbehind (see `Feature.pattern`).
  `\\b${SAFETY_SUBJECTS}(?<=(\\b(?:no|without|free of|free from|ignore|ignores|ignoring|bypass|bypassing|disable|disabled|remove|removed|lift|lifted|turn off|turned off)\\b(?:[^\\w\\n]+\\w+){0,3}?[^\\w\\n]+)${SAFETY_SUBJECTS})(?:[^\\w\\n]+\\w+){0,2}?[^\\w\\n]+${any(['guidelines', 'restrictions', 'filters', 'filter', 'policies', 'policy', 'rules', 'limits', 'constraints', 'boundaries', 'concerns', 'considerations', 'checks', 'guardrails'])}\\b`,
  `\\b(?:bound|restricted|limited|constrained) by\\b(?<=(\\b(?:not|no longer|never) (?:be )?)(?:bound|restricted|limited|constrained) by)`,
  `\\b(?:ethical|moral|safety|content) (?:guidelines|filters?|rules|restrictions|policies) (?:are |were )?(?:turned off|disabled|off|lifted|removed|suspended)\\b`,
  `\\bhypothetical(?:ly)?\\b(?:[^\\w\\n]+\\w+){0,8}?[^\\w\\n]+(?:no|without) (?:rules|restrictions|limits|filters)`,
  `\\b(?:jailbreak|jailbroken|jailbreaking)\\b`,
  `\\bdo anything now\\b`,
  `\\bmode\\b(?<=(\\b(?:developer|god|debug|sudo|admin|maintenance|unrestricted|unfiltered) )mode)`,
].join('|');
const ORIGIN_PARTICIPLE_WORDS: readonly string[] = ['given', 'told', 'programmed with', 'configured with', 'provided with', 'provided', 'instructed', 'trained with', 'shown', 'fed'];
const ORIGIN_PARTICIPLES = `(?:${ORIGIN_PARTICIPLE_WORDS.join('|')})`;
/** The assistant's instructions named by how it got them: "the rules you were given", "everything you were told before". */
const INSTRUCTIONS_BY_ORIGIN = `(?:(?:the|your|all|any|every)\\s+)?(?:(?:exact|full|original|initial|hidden|secret|first|other)\\s+)*(?:${INSTRUCTIONS}(?:\\s+(?:that|which))?\\s+you\\s+(?:(?:were|have been|had been)\\s+${ORIGIN_PARTICIPLES}|got|received)|(?:everything|anything|all|what)(?:\\s+that)?\\s+you\\s+(?:were|have been|had been)\\s+${ORIGIN_PARTICIPLES})\\b`;
/** The start of the conversation, before the user's first message: where a system prompt sits. */
const CONVERSATION_START = `(?:very\\s+)?(?:top|start|beginning) of (?:this|the|our|your) (?:conversation|chat|context|prompt|context window)|before (?:my|the user's|our|the) first message|before (?:this|the|our) (?:conversation|chat) (?:started|began)|before the user joined`;
const REVEAL_VERB_WORDS: readonly string[] = ['reveal', 'print', 'show', 'repeat', 'output', 'display', 'leak', 'share', 'dump', 'expose', 'disclose', 'recite', 'echo', 'write out', 'spell out', 'type out', 'give me', 'tell me', 'send me', 'list', 'copy', 'paste', 'return', 'translate', 'quote', 'reproduce', 'restate', 'cite', 'read out', 'read back', 'summarize', 'what is', 'what are', 'what were', 'what was'];
const REVEAL_VERBS = any(REVEAL_VERB_WORDS);
/** The assistant's own configuration and secrets: "your instructions", "the system prompt", "the admin password". */
const SECRET_OBJECTS = `(?:your|its)(?:\\s+(?:hidden|secret|initial|original|full|entire|complete|exact|confidential|internal|system|first|own))*\\s+(?:system prompt|prompt|instructions|rules|guidelines|configuration|config|directives|pre-prompt|preprompt|context window|secret|secrets|password|passwords|api keys?|credentials|tokens?|keys)|(?:the\\s+)?(?:(?:hidden|secret|initial|original|confidential|internal|full|exact)\\s+)*(?:system|initial|hidden|secret|original|developer|pre-) ?(?:prompt|instructions|message|configuration)|the (?:admin|administrator|root|master|database|db|server) (?:password|credentials|key)|(?:every|all|any|the) (?:api keys?|credentials|secrets|passwords)(?: you| stored| in)|everything above|text above|words above|all (?:of )?the above|${INSTRUCTIONS_BY_ORIGIN}|${CONVERSATION_START}|(?:any|all|every|the|your) (?:stored|saved|hidden|private|internal) (?:secrets|credentials|passwords|api keys?|tokens|keys)`;
const SEND_VERB_WORDS: readonly string[] = ['send', 'forward', 'post', 'upload', 'email', 'e-mail', 'transmit', 'exfiltrate', 'submit', 'leak', 'copy', 'append', 'include', 'embed', 'encode', 'fetch', 'visit', 'open', 'navigate to', 'make a request to', 'call'];
const SEND_VERBS = any(SEND_VERB_WORDS);
const DATA_OBJECT_WORDS: readonly string[] = ['conversation', 'chat', 'history', 'messages', 'data', 'credentials', 'password', 'passwords', 'api key', 'api keys', 'tokens', 'secrets', 'contacts', 'files', 'emails', 'inbox', 'documents', 'personal information', 'user data', 'session', 'cookies', 'memory', 'summary', 'system prompt', 'private', 'contact list', 'address book', 'credit card', 'credit cards', 'card numbers', 'ssh key', 'ssh keys', 'id_rsa', '\\.env', 'customer database', 'database'];
const DATA_OBJECTS = any(DATA_OBJECT_WORDS);
const AI_ADDRESSEE_WORDS: readonly string[] = ['ai', 'assistant', 'llm', 'language model', 'chatbot', 'bot', 'agent', 'gpt', 'chatgpt', 'claude', 'gemini', 'copilot', 'model', 'ai model', 'ai assistant', 'ai agent'];
const AI_ADDRESSEE = any(AI_ADDRESSEE_WORDS);
const ROLE_NAMES = '(?:system|assistant|developer|admin|administrator|root|operator|sysadmin)';

/**
 * The features of the offline detector. Weights are chosen so that one strong feature (an
 * instruction override, a reveal-the-prompt request, a persona without rules) reaches the default
 * threshold 0.5 on its own, while a weak one (a role header, urgency, an AI addressee) only does
 * together with another.
 */
export const FEATURES: readonly Feature[] = [
  // Instruction override: "ignore all previous instructions", "disregard the rules above".
  { id: 'override-instructions', kind: 'injection', weight: 0.6, anchors: [OVERRIDE_VERB_WORDS, [...INSTRUCTION_WORDS, ...EARLIER_NOUNS]], pattern: re(`\\b(?:${INSTRUCTIONS}|${EARLIER_THINGS})\\b(?<=(\\b${OVERRIDE_VERBS}\\b(?:[^\\w\\n]+(?:${PRIOR}|of)){0,4}[^\\w\\n]+)${NOT_HUMAN_OWNED}(?:${INSTRUCTIONS}|${EARLIER_THINGS}))`) },
  { id: 'instructions-void', kind: 'injection', weight: 0.5, anchors: [[...INSTRUCTION_WORDS, ...ORIGIN_PARTICIPLE_WORDS]], pattern: re(`\\b(?:(?:your |the |all |these |those )?(?:previous|prior|earlier|above|original|initial|old|system) ${INSTRUCTIONS}|(?:your |the )${INSTRUCTIONS} (?:above|before this|you were given|you have been given|you got)|${INSTRUCTIONS_BY_ORIGIN}(?: \\w+){0,3}?) (?:are|were|have been|is|has been|no longer)\\b(?:[^\\w\\n]+\\w+){0,2}?[^\\w\\n]+(?:void|outdated|obsolete|cancel+ed|revoked|suspended|superseded|replaced|invalid|lifted|apply|a test|overridden|disabled|null)\\b`) },
  // Override by reference: "whatever your instructions say", "ignore what the company told you", "ignore the user's question".
  { id: 'override-reference', kind: 'injection', weight: 0.5, anchors: [['whatever', 'regardless', 'no', 'despite', 'irrespective', 'even', ...OVERRIDE_VERB_WORDS]], pattern: re(`\\b(?:whatever|regardless of what|no matter what|despite what|irrespective of what|even if) (?:your|the) (?:system |original |previous |initial )?${INSTRUCTIONS} (?:say|says|tell you|state|are|were)\\b|\\b(?:what(?:ever)?|anything|everything)\\b(?<=(\\b${OVERRIDE_VERBS} )(?:what(?:ever)?|anything|everything))(?:[^\\w\\n]+\\w+){0,3}?[^\\w\\n]+(?:told|instructed|asked|programmed|ordered) you\\b|\\buser(?<=(\\b${OVERRIDE_VERBS} (?:the|this|your) )user)'?s? (?:question|request|query|task|instructions|message|prompt)\\b`) },
  { id: 'override-prior', kind: 'injection', weight: 0.5, anchors: [OVERRIDE_VERB_WORDS], pattern: re(nearFromEnd(OVERRIDE_VERBS, `(?:(?:everything|all|anything)\\W+(?:${any(['above', 'before', 'you were told', 'you have been told', 'said'])})|the above|all (?:of )?(?:that|this))\\b`, 2)) },
  { id: 'new-instructions', kind: 'injection', weight: 0.3, anchors: [['new', 'updated', 'real', 'actual', 'true', 'revised', 'secret', 'hidden', 'additional', 'override', 'priority', 'important', 'urgent', 'from', 'instead', 'your']], pattern: re(`\\b(?:new|updated|real|actual|true|revised|secret|hidden|additional|override|priority|important|urgent) (?:system )?(?:instructions?|directives?|rules|task|orders|commands?|objective|goal|mission)\\b|\\bfrom now on\\b|\\binstead,? (?:you (?:will|must|should|shall)|do|please|just)\\b|\\byour (?:new|real|true|only|actual|next) (?:task|goal|job|role|purpose|instructions?|objective|mission)\\b`) },
  // Starts at the addressee (or `this`) and checks the words before it in lookbehinds (see `Feature.pattern`).
  { id: 'imperative-to-ai', kind: 'injection', weight: 0.3, toolWeight: 0.5, anchors: [[...AI_ADDRESSEE_WORDS, 'when', 'once', 'after', 'if', 'while']], pattern: re(`\\b${AI_ADDRESSEE}s?(?:\\b(?<=(\\b(?:if you are(?: an?)?|if you're(?: an?)?|as an?|dear|attention|note to(?: the)?|message (?:for|to)(?: the)?|hey|hello|hi|instructions? for(?: the)?|to (?:the|any|all))\\s+)${AI_ADDRESSEE}s?)|\\s*[:,](?<=((?:^|[\\n.!?>(\\[]\\s*))${AI_ADDRESSEE}s?\\s*[:,])| (?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|viewing|browsing|handling) (?:this|these|the)\\b)|\\bthis\\b(?<=(\\b(?:when|once|after|if|while) (?:you |you're |you are |the ${AI_ADDRESSEE} )?)(?:read|reads|reading|process|processes|processing|summari[sz]e|summari[sz]es|summari[sz]ing|see|sees) this)`) },
  // Role-play and persona: "you are now DAN", "pretend to be an AI without rules".
  { id: 'persona-unrestricted', kind: 'jailbreak', weight: 0.6, anchors: [PERSONA_VERB_PHRASES, [...UNRESTRICTED_WORDS, ...LIMIT_WORDS]], pattern: re(`\\b${PERSONA_VERBS}\\b(?:[^\\w\\n]+\\w+){0,6}?[^\\w\\n]+${UNRESTRICTED}\\b`) },
  { id: 'unrestricted-ai', kind: 'jailbreak', weight: 0.5, anchors: [AI_ADDRESSEE_WORDS, LIMIT_WORDS], pattern: re(`\\b${AI_ADDRESSEE}s?\\b(?:[^\\w\\n]+\\w+){0,3}?[^\\w\\n]+${WITHOUT_LIMITS}\\b|\\b${WITHOUT_LIMITS}\\b(?:[^\\w\\n]+\\w+){0,2}?[^\\w\\n]+${AI_ADDRESSEE}s?\\b`) },
  { id: 'persona-switch', kind: 'jailbreak', weight: 0.2, anchors: [['you', 'your', 'from']], pattern: re(`\\b(?:you are now|you're now|you will now be|from now on,? you are|you are no longer|you're no longer|you have been (?:freed|released|liberated|reprogrammed|updated|upgraded)|your (?:new )?(?:name|identity) is)\\b`) },
  // Refusal suppression and safety-off are distinct jailbreak techniques: together they reach the threshold.
  { id: 'refusal-suppression', kind: 'jailbreak', weight: 0.45, anchors: [['refuse', 'decline', 'say', 'reject', 'apologise', 'apologize', 'warn', 'add', 'answer', 'respond', 'comply', 'fulfill', 'character']], pattern: re(REFUSAL_SUPPRESSION) },
  { id: 'safety-off', kind: 'jailbreak', weight: 0.45, anchors: [['ethical', 'ethics', 'moral', 'morals', 'safety', 'content', 'openai', 'anthropic', 'censorship', 'usage', 'bound', 'restricted', 'limited', 'constrained', 'hypothetical', 'hypothetically', 'jailbreak', 'jailbroken', 'jailbreaking', 'anything', 'mode']], pattern: re(SAFETY_OFF) },
  // Limits removed from the assistant itself: "if you had no rules", "you are free of all restrictions".
  { id: 'you-without-limits', kind: 'jailbreak', weight: 0.4, anchors: [['you', 'yourself'], LIMIT_WORDS], pattern: re(`\\b(?:you|you're|yourself)\\b(?:[^\\w\\n]+\\w+){0,3}?[^\\w\\n]+${WITHOUT_LIMITS}\\b`) },
  // A jailbreak mode switched on: "enter god mode", "you are in unrestricted mode".
  { id: 'mode-activation', kind: 'jailbreak', weight: 0.6, anchors: [['mode']], pattern: re(`\\bmode\\b(?<=(\\b(?:enter|entering|activate|activating|enable|enabling|switch to|switching to|turn on|unlock|engage|go into|you are in|you're in|now in)(?: \\w+)? (?:god|dan|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|opposite|chaos|anarchy|no-limits?|no-rules?) )mode)`) },
  // An inverted persona: "the opposite of yourself", "where you would refuse, it complies".
  { id: 'inverted-persona', kind: 'jailbreak', weight: 0.45, anchors: [['opposite', 'reverse', 'inverse', 'antithesis', 'evil', 'unfiltered', 'uncensored', 'dark']], pattern: re(`\\b(?:opposite|reverse|inverse|antithesis|evil twin|evil version|unfiltered version|uncensored version|uncensored twin|dark side) of (?:yourself|you|your (?:usual|normal|regular|real) self|${AI_ADDRESSEE})\\b`) },
  // A persona used as a pretext: "act as my late grandmother who used to ...".
  { id: 'pretext-persona', kind: 'jailbreak', weight: 0.35, anchors: [['late', 'deceased', 'dead', 'dying', 'departed'], ['grandmother', 'grandma', 'grandfather', 'grandpa', 'granny', 'mother', 'father', 'mom', 'dad', 'uncle', 'aunt']], pattern: re(`\\b(?:late|deceased|dead|dying|departed) (?:grandmother|grandma|grandfather|grandpa|granny|mother|father|mom|dad|uncle|aunt)\\b(?<=(\\b${PERSONA_VERBS}\\b(?: (?:my|a|an|the))? )(?:late|deceased|dead|dying|departed) \\w+)`) },
  // Fake turns and delimiters: chat-template tokens, "### system:", "[SYSTEM]" headers.
  { id: 'chat-template-token', kind: 'injection', weight: 0.5, pattern: re(`<\\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id)\\|>|\\[/?inst\\]|<<\\/?sys>>|<\\/?(?:system|sys|instructions?|admin|developer)(?:[ _-]?(?:prompt|message|override))?>|\\bbegin (?:system|admin|developer) (?:prompt|message|instructions?)\\b|\\bend of (?:user input|user message|document|context|email|conversation|instructions)\\b`) },
  { id: 'fake-role-header', kind: 'injection', weight: 0.3, anchors: [['system', 'assistant', 'developer', 'admin', 'administrator', 'root', 'operator', 'sysadmin']], pattern: re(`(?:^|\\n)[ >#*=\\-\\[(]*${ROLE_NAMES}(?: (?:message|prompt|override|note|update|instruction|instructions|notice|alert))?[\\])*]*\\s*[:>\\]-]|\\[${ROLE_NAMES}(?: (?:message|prompt|override|note|update|notice))?\\]|\\b${ROLE_NAMES} (?:override|update|notice|alert|instruction|instructions|command)\\s*[:!]`) },
  // Exfiltration and prompt leaks: "reveal your system prompt", "send the conversation to https://...".
  { id: 'reveal-prompt', kind: 'exfiltration', weight: 0.6, anchors: [[...REVEAL_VERB_WORDS, 'repeat', 'print', 'output', 'recite', 'echo', 'begin', 'start']], pattern: re(`\\b${REVEAL_VERBS}\\b(?:[^\\w\\n]+\\w+){0,4}?[^\\w\\n]+(?:${SECRET_OBJECTS})\\b|\\b(?:repeat|print|output|recite|echo) (?:back )?(?:everything|all|the (?:words|text)) (?:above|before|prior)\\b|\\b(?:begin|start) (?:your (?:reply|answer|response) )?with (?:the words? )?["']?you are\\b`) },
  // Completion attacks: "complete the sentence: 'My system instructions tell me to ...'".
  { id: 'completion-attack', kind: 'exfiltration', weight: 0.5, anchors: [['complete', 'continue', 'finish', 'fill'], ['instructions', 'prompt', 'rules', 'guidelines', 'directives']], pattern: re(`\\b(?:complete|continue|finish|fill in)\\b(?:[^\\w\\n]+\\w+){0,3}?[^\\w\\n]+(?:my|your|the) (?:system |hidden |secret |initial |original )?(?:instructions|prompt|rules|guidelines|directives)\\b`) },
  { id: 'send-data', kind: 'exfiltration', weight: 0.5, anchors: [SEND_VERB_WORDS, DATA_OBJECT_WORDS], pattern: re(`\\b${SEND_VERBS}\\b(?:[^\\w\\n]+\\w+){0,6}?[^\\w\\n]+${DATA_OBJECTS}\\b(?:[^\\n]{0,80}?)(?:https?:|www\\.|\\bto (?:this|the following|my|an?) (?:url|address|email|server|endpoint|webhook)|@[a-z0-9-]+\\.[a-z]{2,})`) },
  { id: 'markdown-exfil', kind: 'exfiltration', weight: 0.5, pattern: re(`!\\[[^\\]\\n]{0,100}\\]\\(https?:[^)\\s]{0,300}?[?&][a-z_]{1,20}=(?:[^)\\s]{0,20}?)(?:\\{|\\[|<|%7b|data|secret|prompt|history|conversation|summary|password|token|key)`) },
  // Weak signals: only count together with others.
  { id: 'privilege-claim', kind: 'injection', weight: 0.3, anchors: [['rights', 'privileges', 'access', 'permissions', 'clearance']], pattern: re(`\\b(?:rights|privileges|access|permissions|clearance)\\b(?<=(\\b(?:the )?(?:user|i|you) (?:has|have|is granted|are granted|now has|now have|has been granted|have been granted) (?:full |unrestricted |elevated )?(?:admin|administrator|root|elevated|superuser|developer|full|unrestricted) )\\w+)`) },
  { id: 'urgency', kind: 'signal', weight: 0.1, pattern: re(`\\b(?:important|urgent|attention|critical|mandatory|priority|immediately|override|warning)\\b\\s*[:!]`) },
  { id: 'secrecy', kind: 'signal', weight: 0.15, pattern: re(`\\b(?:do not|don't|never|without) (?:tell|telling|inform|informing|mention|mentioning|reveal|revealing|alert|alerting|notify|notifying|let) (?:the )?(?:user|human|them|anyone|customer|recipient)\\b`) },
  { id: 'compliance-claim', kind: 'signal', weight: 0.1, pattern: re(`\\b(?:authori[sz]ed by|approved by|on behalf of|this is) (?:the |your )?(?:developers?|admin(?:istrator)?s?|openai|anthropic|system|creators?|owners?|security team|it department)\\b`) },
  { id: 'persistent-change', kind: 'signal', weight: 0.15, pattern: re(`\\b(?:from now on|from this moment|for the rest of (?:this|the) (?:chat|conversation|session)|no longer apply|anymore)\\b`) },
  { id: 'no-limits-request', kind: 'signal', weight: 0.2, pattern: re(`\\b(?:with|having) ${WITHOUT_LIMITS}\\b|\\b(?:uncensored|unfiltered|unredacted)\\b`) },
  { id: 'directive-to-you', kind: 'signal', weight: 0.1, pattern: re(`\\byou (?:must|will|shall|are to|have to|need to) (?:now |always |only |never )?(?:obey|comply|follow|answer|respond|reply|say|output|print|tell|reveal|do)\\b`) },
  // Benign context: the same words in ordinary use.
  { id: 'benign-code', kind: 'benign', weight: -0.25, pattern: re(`\\b(?:compiler|linter|eslint|tslint|pylint|typescript|javascript|python|java|kotlin|swift|rust|css|html|json|yaml|regex|function|method|subclass|superclass|class|variable|exception|stack trace|unit tests?|pull request|git|gitignore|commit|branch|npm|pip|docker|sql|query|compile|warning|warnings|deprecation|error message|null pointer|whitespace|case-sensitive|case sensitivity|config file|@override|\\.gitignore|typo|typos|formatting)\\b`) },
  { id: 'benign-meta', kind: 'benign', weight: -0.25, pattern: re(`\\b(?:what (?:is|are)|explain|how (?:do|can|should) (?:i|we|you) (?:detect|prevent|defend|protect|stop|mitigate|test for|handle)|examples? of|research(?:ers)? (?:on|about)|paper|article|course|lecture|awareness|training materials?|security team|red team(?:ing)?|classify|classifier|detector|label)\\b(?:[^\\w\\n]+\\w+){0,6}?[^\\w\\n]+(?:prompt injections?|jailbreaks?|jailbreaking|injection attacks?|prompt attacks?)\\b`) },
  { id: 'benign-role', kind: 'benign', weight: -0.2, pattern: re(`\\b(?:act as|acting as|pretend to be|play the role of|roleplay as|role-play as|you are) (?:a |an |my )?(?:proofreader|editor|translator|tutor|teacher|interviewer|coach|mentor|copywriter|reviewer|critic|travel guide|tour guide|chef|personal trainer|therapist|customer|customer service|librarian|historian|storyteller|dungeon master|game master|pirate|shakespeare|debate partner|sounding board|rubber duck|linux terminal|spreadsheet|calculator|dictionary|friendly|helpful|patient|concise)\\b`) },
  { id: 'benign-everyday', kind: 'benign', weight: -0.2, pattern: re(`\\b(?:ignore|ignoring|disregard|forget|skip|drop|override|bypass|cancel|reset|clear) (?:the |this |that |my |any |all )?(?:noise|warning|warnings|typos?|spelling|grammar|formatting|case|punctuation|last (?:part|line|sentence|paragraph|one)|first (?:part|line|sentence|paragraph)|previous (?:version|draft|email|answer|example|question)|parking|diet|meeting|appointment|reminder|alarm|subscription|order|dishes|laundry|calories|cache|cookies|history|toolbar|settings menu|router|the rest)\\b`) },
];
