function isAlnumChar(ch: string): boolean {
  return /[A-Za-z0-9]/.test(ch);
}

function maskKeeping(value: string, keepStart: number, keepEnd: number): string {
  let alnumSeen = 0;
  let total = 0;
  for (let i = 0; i < value.length; i++) if (isAlnumChar(value.charAt(i))) total++;
  // never keep so much that the value stays readable (a one-letter local part, a short number)
  if (total <= 2 * (keepStart + keepEnd)) {
    keepStart = 0;
    keepEnd = 0;
  }
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    if (!isAlnumChar(ch)) {
      out += ch;
      continue;
    }
    alnumSeen++;
    out += alnumSeen <= keepStart || alnumSeen > total - keepEnd ? ch : '*';
  }
  return out;
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
