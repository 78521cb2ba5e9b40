/** One named pattern of a preset (the same shape as a user pattern). */
export interface PresetPattern {
  name: string;
  pattern: string;
  flags?: string;
}

/**
 * Secrets with a recognisable shape: vendor prefixes and fixed lengths, bounded everywhere so no
 * match is longer than 256 characters (the default `maxMatchLength`). Written for this package from the vendors' documented
 * token formats.
 */
const secrets: PresetPattern[] = [
  { name: 'aws-access-key-id', pattern: '\\b(?:AKIA|ASIA|AIDA|AROA)[0-9A-Z]{16}\\b' },
  { name: 'aws-secret-access-key', pattern: '\\baws_?secret_?access_?key\\s{0,3}[:=]\\s{0,3}["\']?[A-Za-z0-9/+]{40}\\b', flags: 'i' },
  { name: 'github-token', pattern: '\\b(?:gh[pousr]_[A-Za-z0-9]{36,200}|github_pat_[A-Za-z0-9_]{22,200})\\b' },
  { name: 'openai-api-key', pattern: '\\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,200}\\b' },
  { name: 'anthropic-api-key', pattern: '\\bsk-ant-[a-z0-9]{2,8}-[A-Za-z0-9_-]{20,200}\\b' },
  { name: 'slack-token', pattern: '\\bxox[abposr]-[A-Za-z0-9-]{10,200}\\b' },
  { name: 'stripe-key', pattern: '\\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,200}\\b' },
  { name: 'google-api-key', pattern: '\\bAIza[0-9A-Za-z_-]{35}\\b' },
  { name: 'private-key', pattern: '-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----' },
  { name: 'jwt', pattern: '\\beyJ[A-Za-z0-9_-]{8,64}\\.eyJ[A-Za-z0-9_-]{8,120}\\.[A-Za-z0-9_-]{8,43}' },
  {
    name: 'assigned-secret',
    pattern: '\\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)\\s{0,3}[:=]\\s{0,3}["\']?[^\\s"\'`]{8,128}',
    flags: 'i',
  },
];

/** Web addresses: scheme URLs and `www.` hosts, up to 252 characters, without trailing punctuation. */
const urls: PresetPattern[] = [
  { name: 'url', pattern: '\\b(?:https?|ftp)://[^\\s<>"\'`]{1,250}[^\\s<>"\'`.,;:!?)\\]]', flags: 'i' },
  { name: 'www-host', pattern: '\\bwww\\.[a-z0-9-]{1,63}\\.[^\\s<>"\'`]{1,180}[^\\s<>"\'`.,;:!?)\\]]', flags: 'i' },
];

/**
 * Common English profanity as whole words (a short list written for this package, with plural
 * and -ing/-er/-ed forms). For context-aware moderation use `@sluice/processor-moderation`.
 */
const profanity: PresetPattern[] = [
  {
    name: 'profanity',
    pattern:
      '\\b(?:f{1,8}u{1,8}c{1,8}k{1,8}(?:s|ed|er|ers|ing|in)?|motherfucker(?:s)?|shit(?:s|ty|ting|ted)?|bullshit|bitch(?:es|y)?|bastard(?:s)?|asshole(?:s)?|dickhead(?:s)?|cunt(?:s)?|wanker(?:s)?|twat(?:s)?|prick(?:s)?|douchebag(?:s)?|piss(?:ed)?|crap(?:py)?|damn(?:ed|it)?|slut(?:s)?|whore(?:s)?)\\b',
    flags: 'i',
  },
];

/** The built-in presets by name. */
export const PRESETS = { secrets, urls, profanity } as const;

/** A preset name: `secrets`, `urls` or `profanity`. */
export type PresetName = keyof typeof PRESETS;

/** The names of the built-in presets. */
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
