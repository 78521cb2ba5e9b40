import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, localeTypes, NATIONAL_TYPES } from './detect/national-types.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const rows = new Map(
  [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| `([a-z]{2})` \|/gm)].map((m) => [m[1], m[2]]),
);

describe('README national identifier table', () => {
  it('has one row per national type, with the locale that enables it', () => {
    expect([...rows.keys()].sort()).toEqual([...NATIONAL_TYPES].sort());
    for (const locale of LOCALES) for (const type of localeTypes(locale)) if (rows.has(type)) expect(rows.get(type)).toBe(locale);
  });
});
