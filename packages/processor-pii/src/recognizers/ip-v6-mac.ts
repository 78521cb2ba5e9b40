import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isDigit, isHex, isWordChar } from './char-class.js';
import { DASHED_MAC_LENGTH, isDashedMacAt } from './dashed-mac.js';
import { DOTTED_MAC_LENGTH, isDottedMacAt, isReservedMac } from './dotted-mac.js';

const MAX_RUN = 45;
/** Longest zone id read after `%` (interface names and numeric indexes are far shorter). */
const MAX_ZONE = 32;

function isRunChar(c: number): boolean {
  return isHex(c) || c === 58 || c === 46; // : .
}

function ipv4Tail(part: string): boolean {
  const octets = part.split('.');
  return octets.length === 4 && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

function colonCount(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 58) n++;
  return n;
}

/** 1 to 4 hex digits. */
function isHexGroup(group: string): boolean {
  if (group.length < 1 || group.length > 4) return false;
  for (let i = 0; i < group.length; i++) if (!isHex(group.charCodeAt(i))) return false;
  return true;
}

/**
 * Score of an IPv6 candidate, or 0 when invalid: 0.85 for 3 or more groups, an IPv4 tail or `::1`;
 * a one- or two-group compressed form scores 0.85 only when it looks like an address (see
 * `shortFormLooksReal`), else 0.45 (below the default threshold).
 */
export function ipv6Score(candidate: string): number {
  if (candidate.includes(':::')) return 0;
  const halves = candidate.split('::');
  if (halves.length > 2) return 0;
  const groups: string[] = [];
  for (const half of halves) if (half !== '') for (const group of half.split(':')) groups.push(group);
  let slots = groups.length;
  const last = groups[groups.length - 1];
  if (last?.includes('.') === true) {
    if (!ipv4Tail(last)) return 0;
    slots++;
    groups.pop();
  }
  for (const group of groups) if (!isHexGroup(group)) return 0;
  if (halves.length === 1 ? slots !== 8 : slots > 7) return 0;
  if (slots >= 3 || slots > groups.length || candidate === '::1') return 0.85; // 3+ groups, an IPv4 tail, loopback
  return shortFormLooksReal(groups) ? 0.85 : 0.45;
}

/**
 * A compressed form of one or two groups (`fe80::1`, `2001:db8::`, `ff02::1`, `2001::1`) counts as
 * an address when it has a decimal digit and a group that reads like an address group: 3-4
 * characters with a hex letter, or 4 decimal digits. That rejects code: `a::b`, `face::bead` (no
 * digit), Python slices `a[1::2]`, `b[::100]`, `c[10::100]`, `lst[a::2]`.
 */
function shortFormLooksReal(groups: readonly string[]): boolean {
  let digit = false;
  let addressLike = false;
  for (const group of groups) {
    let digits = 0;
    for (let i = 0; i < group.length; i++) if (isDigit(group.charCodeAt(i))) digits++;
    if (digits > 0) digit = true;
    if (group.length >= 3 && (digits < group.length || group.length === 4)) addressLike = true;
  }
  return digit && addressLike;
}

function isZoneChar(c: number): boolean {
  return isWordChar(c) || c === 45 || c === 46; // letters, digits, _ - .
}

/** End of a zone id (`%eth0`, `%12`: up to 32 characters) after an address ending at `e`, or `e`. */
function zoneEnd(text: string, e: number): number {
  if (codeAt(text, e) !== 37) return e; // %
  let z = e + 1;
  while (z - e <= MAX_ZONE && isZoneChar(codeAt(text, z))) z++;
  if (z - e > MAX_ZONE) return e;
  while (z > e + 1 && codeAt(text, z - 1) === 46) z--; // sentence dot
  return z > e + 1 && isWordChar(codeAt(text, z - 1)) ? z : e;
}

/**
 * IPv6 addresses (with a zone id such as `%eth0` when one follows) and MAC addresses in colon,
 * dash and Cisco dotted notation, except the broadcast and all-zero addresses. Each maximal run of
 * hex digits, colons and dots is read once (runs over 45 characters are skipped whole), each zone
 * id at most once (32 characters), and the dash and dot anchors once each: linear.
 */
export function recognizeIpv6AndMac(ctx: ScanContext): void {
  const { text } = ctx;
  const wantIp = ctx.accepts('IPV6', 1);
  const wantMac = ctx.accepts('MAC_ADDRESS', 1);
  if (!wantIp && !wantMac) return;
  let resume = 0;
  for (let p = text.indexOf(':'); p !== -1; p = text.indexOf(':', Math.max(p + 1, resume))) {
    let s = p;
    while (s > resume && isRunChar(codeAt(text, s - 1))) s--;
    let e = p;
    while (isRunChar(codeAt(text, e))) e++;
    resume = e;
    while (e > p && codeAt(text, e - 1) === 46) e--; // sentence dot
    while (codeAt(text, s) === 46) s++;
    if (e - s > MAX_RUN || e - s < 3 || isWordChar(codeAt(text, s - 1)) || isWordChar(codeAt(text, e))) continue;
    if (colonCount(text, s, e) < 2) continue; // "10:30": neither a MAC (5 colons) nor an IPv6 (2 or more)
    const candidate = text.slice(s, e);
    if (/^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/.test(candidate)) {
      // six colon-separated pairs are a MAC or nothing (broadcast and all-zero are no device's)
      if (wantMac && !isReservedMac(text, s, e) && ctx.accepts('MAC_ADDRESS', 0.9)) ctx.emit('MAC_ADDRESS', s, e, 0.9);
      continue;
    }
    const score = wantIp ? ipv6Score(candidate) : 0;
    if (score > 0 && ctx.accepts('IPV6', score)) ctx.emit('IPV6', s, zoneEnd(text, e), score);
  }
  if (!wantMac) return;
  // dashed MACs, leftmost first and never overlapping: each one's first `-` is 2 characters in
  for (let p = text.indexOf('-', 2); p !== -1; ) {
    const start = p - 2;
    if (!isDashedMacAt(text, start)) {
      p = text.indexOf('-', p + 1);
      continue;
    }
    const end = start + DASHED_MAC_LENGTH;
    p = text.indexOf('-', end + 2);
    const c = codeAt(text, end);
    if (isWordChar(codeAt(text, start - 1)) || isWordChar(c) || c === 45 || isReservedMac(text, start, end)) continue;
    if (ctx.accepts('MAC_ADDRESS', 0.9)) ctx.emit('MAC_ADDRESS', start, end, 0.9);
  }
  recognizeDottedMac(ctx);
}

/**
 * Cisco dotted MACs, `0123.4567.89ab`: each one's first `.` is 4 characters in. Every `.` is
 * checked in at most 14 steps and a match is skipped whole: linear.
 */
function recognizeDottedMac(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('MAC_ADDRESS', 0.85)) return;
  for (let p = text.indexOf('.', 4); p !== -1; ) {
    const start = p - 4;
    // most dots end a sentence: the second dot of a MAC, 5 characters on, rules them out at once
    if (codeAt(text, p + 5) !== 46 || !isDottedMacAt(text, start)) {
      p = text.indexOf('.', p + 1);
      continue;
    }
    const end = start + DOTTED_MAC_LENGTH;
    p = text.indexOf('.', end + 4);
    const before = codeAt(text, start - 1);
    const after = codeAt(text, end);
    if (isWordChar(before) || before === 46 || isWordChar(after) || (after === 46 && isHex(codeAt(text, end + 1)))) continue;
    if (!isReservedMac(text, start, end)) ctx.emit('MAC_ADDRESS', start, end, 0.85);
  }
}
