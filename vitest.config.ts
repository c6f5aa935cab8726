import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts', 'cron/**/*.test.ts', 'api/**/*.test.ts', 'db/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup/console-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
