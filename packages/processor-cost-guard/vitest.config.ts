import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One private redis-server on a free loopback port for the whole run (inject('redisUrl')).
    globalSetup: ['./src/test/redis-global-setup.ts'],
  },
});
