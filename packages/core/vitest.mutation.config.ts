import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

// `pnpm mutation`: the same tests without type checking (a mutant is a runtime change).
export default mergeConfig(base, defineConfig({ test: { typecheck: { enabled: false } } }));
