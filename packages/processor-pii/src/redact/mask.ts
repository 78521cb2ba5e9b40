/** True for an ASCII letter or digit (the characters a mask hides). */
function isAlnumCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

const STARS = '*'.repeat(256);

/** `n` asterisks. */
function stars(n: number): string {
  return n <= STARS.length ? STARS.slice(0, n) : '*'.repeat(n);
}

/** `text` with every letter and digit replaced by `*`: one slice of asterisks per run of them, not one step per character. */
function starAlnum(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    let j = i;
    while (j < text.length && !isAlnumCode(text.charCodeAt(j))) j++;
    let k = j;
    while (k < text.length && isAlnumCode(text.charCodeAt(k))) k++;
    out += text.slice(i, j) + stars(k - j);
    i = k;
  }
  return out;
}

/** Index just past the `n`-th letter or digit of `value` (0 when `n` is 0). */
function afterAlnum(value: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < value.length && seen < n; i++) if (isAlnumCode(value.charCodeAt(i)) && ++seen === n) return i + 1;
  return 0;
}

function maskKeeping(value: string, keepStart: number, keepEnd: number): string {
  let total = 0;
  for (let i = 0; i < value.length; i++) if (isAlnumCode(value.charCodeAt(i))) total++;
  // never keep so much that the value stays readable (a one-letter local part, a short number)
  if (total <= 2 * (keepStart + keepEnd)) {
    keepStart = 0;
    keepEnd = 0;
  }
  const from = afterAlnum(value, keepStart);
  const to = keepEnd === 0 ? value.length : afterAlnum(value, total - keepEnd);
  return value.slice(0, from) + starAlnum(value.slice(from, to)) + value.slice(to);
}

/**
 * Format-preserving mask: letters and digits become `*`, separators stay. Cards, phones, SSNs,
 * ITINs and IBANs keep their last four characters; emails keep the first character and the
 * domain; keys keep their four-character prefix; PEM blocks keep their BEGIN/END lines.
 */
export function maskValue(type: string, value: string): string {
  switch (type) {
    case 'CREDIT_CARD':
    case 'PHONE':
    case 'US_SSN':
    case 'US_ITIN':
    case 'IBAN':
      return maskKeeping(value, 0, 4);
    case 'EMAIL': {
      const at = value.indexOf('@');
      return maskKeeping(value.slice(0, at), 1, 0) + value.slice(at);
    }
    case 'AWS_ACCESS_KEY':
    case 'GITHUB_TOKEN':
    case 'SLACK_TOKEN':
    case 'STRIPE_KEY':
    case 'OPENAI_KEY':
      return maskKeeping(value, 4, 0);
    case 'PRIVATE_KEY': {
      const first = value.indexOf('\n');
      const last = value.lastIndexOf('\n');
      if (first === -1 || last <= first) return maskKeeping(value, 0, 0);
      return value.slice(0, first) + maskKeeping(value.slice(first, last), 0, 0) + value.slice(last);
    }
    default:
      return maskKeeping(value, 0, 0);
  }
}
