import { isAlnum } from '../recognizers/char-class.js';

const STARS = '*'.repeat(256);

/** `n` asterisks. */
function stars(n: number): string {
  return n <= STARS.length ? STARS.slice(0, n) : '*'.repeat(n);
}

/**
 * `value` with its letters and digits replaced by `*`, except the first `keepStart` and the last
 * `keepEnd` of them (none when that would leave half of them readable). One count, then one pass
 * that copies each run of kept characters whole and each run of hidden ones as a slice of
 * asterisks: masking runs on every streamed entity.
 */
function maskKeeping(value: string, keepStart: number, keepEnd: number): string {
  const length = value.length;
  let total = 0;
  for (let i = 0; i < length; i++) if (isAlnum(value.charCodeAt(i))) total++;
  // never keep so much that the value stays readable (a one-letter local part, a short number)
  if (total <= 2 * (keepStart + keepEnd)) {
    keepStart = 0;
    keepEnd = 0;
  }
  const hideEnd = total - keepEnd;
  let out = '';
  let copied = 0;
  let seen = 0;
  for (let i = 0; i < length && seen < hideEnd; ) {
    if (!isAlnum(value.charCodeAt(i))) i++;
    else if (seen < keepStart) {
      seen++;
      i++;
    } else {
      // a run of hidden letters and digits: it stops at the first kept one
      const run = i;
      do {
        i++;
        seen++;
      } while (i < length && seen < hideEnd && isAlnum(value.charCodeAt(i)));
      out += value.slice(copied, run) + stars(i - run);
      copied = i;
    }
  }
  return copied === 0 ? value : out + value.slice(copied);
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
