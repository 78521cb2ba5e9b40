import { describe, expect, it } from 'vitest';
import { coreRange, type WorkspacePackage } from './workspace-packages.js';

function pkg(peer: string | undefined): WorkspacePackage {
  return { dir: '/x', relativeDir: 'x', name: 'x', version: '1.0.0', manifest: peer ? { peerDependencies: { '@sluice/core': peer } } : {} };
}

describe('coreRange()', () => {
  it('resolves the workspace protocol the way pnpm publishes it', () => {
    expect(coreRange(pkg('workspace:^'), '0.4.0')).toBe('^0.4.0');
    expect(coreRange(pkg('workspace:~'), '0.4.0')).toBe('~0.4.0');
    expect(coreRange(pkg('workspace:*'), '0.4.0')).toBe('0.4.0');
    expect(coreRange(pkg('workspace:^0.3.0'), '0.4.0')).toBe('^0.3.0');
    expect(coreRange(pkg('>=0.2 <0.5'), '0.4.0')).toBe('>=0.2 <0.5');
    expect(coreRange(pkg(undefined), '0.4.0')).toBeUndefined();
  });
});
