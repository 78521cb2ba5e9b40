import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkLinks } from '../scripts/lib/link-check.js';
import { docsRoot } from '../scripts/lib/paths.js';

const dist = path.join(docsRoot, '.vitepress/dist');

it('the built site has no broken internal links or anchors', () => {
  expect(existsSync(path.join(dist, 'index.html')), 'build the site first').toBe(true);
  const result = checkLinks(dist);
  expect(result.pages).toBeGreaterThan(15);
  expect(result.links).toBeGreaterThan(100);
  expect(result.broken).toEqual([]);
});
