/** Proves the dependency was installed and imported. */
export const marker = 'sluice-fixture-dep';
