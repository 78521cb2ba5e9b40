import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { checkLinks } from './link-check.js';

const temp = createTempDirs();
afterAll(() => {
  temp.removeAll();
});

it('checkLinks() reports missing pages and missing anchors, including SVG links', () => {
  const root = temp.make('sluice-links-');
  mkdirSync(path.join(root, 'reference'));
  writeFileSync(path.join(root, 'reference/hooks.html'), '<h2 id="processinput">processInput</h2>');
  writeFileSync(
    path.join(root, 'index.html'),
    [
      '<a href="/reference/hooks.html#processinput">ok</a>',
      '<a href="/reference/hooks#processinput">ok, clean URL</a>',
      '<a href="https://example.com/x">external</a>',
      '<svg><a href="/reference/hooks.html#processoutputstream"><rect/></a></svg>',
      '<a href="/missing.html">missing</a>',
      '<a href="#top">missing local anchor</a>',
    ].join(''),
  );
  const result = checkLinks(root);
  expect(result.links).toBe(5);
  expect(result.broken).toEqual([
    { page: '/index.html', href: '/reference/hooks.html#processoutputstream', reason: 'no element with id "processoutputstream"' },
    { page: '/index.html', href: '/missing.html', reason: 'no such page' },
    { page: '/index.html', href: '#top', reason: 'no element with id "top"' },
  ]);
});
