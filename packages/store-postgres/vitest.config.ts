import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One private PostgreSQL on a free loopback port for the whole run (inject('postgresUrl')).
    globalSetup: ['./src/test/postgres-global-setup.ts'],
  },
});
