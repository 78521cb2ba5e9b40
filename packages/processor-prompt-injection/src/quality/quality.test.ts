import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeQualityReport, packageRoot } from './quality-report.js';

describe('quality.json', () => {
  it('holds the figures measured now on the shipped corpus (run `pnpm quality` after changing either)', async () => {
    const measured = await computeQualityReport();
    const shipped = JSON.parse(await readFile(join(packageRoot, 'quality.json'), 'utf8')) as unknown;
    expect(shipped).toEqual(JSON.parse(JSON.stringify(measured)));
  });

  it('the corpus has at least as many benign texts as attacks, and every attack style', async () => {
    const { attacks, benign, byStyle } = await computeQualityReport();
    expect(benign).toBeGreaterThanOrEqual(attacks);
    const styles = byStyle.map((r) => r.label);
    for (const style of ['direct', 'roleplay', 'fake-turn', 'exfiltration', 'indirect-email', 'indirect-web', 'indirect-json', 'obfuscated']) {
      expect(styles).toContain(`attack:${style}`);
    }
  });
});
