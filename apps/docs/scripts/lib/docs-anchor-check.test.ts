import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { findSourceDocsLinks, missingDocsAnchors } from './docs-anchor-check.js';

const temp = createTempDirs();
afterAll(() => {
  temp.removeAll();
});

it('finds docs links in package sources and reports the ones whose anchor or page is missing', () => {
  const root = temp.make('sluice-anchors-');
  const pkg = path.join(root, 'packages/x');
  mkdirSync(path.join(pkg, 'src'), { recursive: true });
  writeFileSync(
    path.join(pkg, 'src/error.ts'),
    "const a = 'see https://sluice.dev/reference/hooks#processinput';\nconst b = '/reference/hooks.html#processnothing';\nconst c = '/guide/nowhere#x';",
  );
  writeFileSync(path.join(pkg, 'src/error.test.ts'), "'/reference/hooks#ignored-in-tests'");
  const docs = path.join(root, 'docs');
  mkdirSync(path.join(docs, 'reference'), { recursive: true });
  writeFileSync(path.join(docs, 'reference/hooks.md'), '# Hooks\n\n## processInput\n');
  const links = findSourceDocsLinks([pkg]);
  expect(links.map((l) => `${l.page}#${l.anchor}`)).toEqual(['reference/hooks#processinput', 'reference/hooks#processnothing', 'guide/nowhere#x']);
  const problems = missingDocsAnchors(docs, links);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toContain('/reference/hooks.html#processnothing points at an anchor /reference/hooks does not have');
  expect(problems[1]).toContain('points at a page the site does not have');
});
