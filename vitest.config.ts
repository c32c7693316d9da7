import { defineConfig } from 'vitest/config';

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    "CI=true but TEST_DATABASE_URL is not set: CI proves the oldest supported PostgreSQL (the machine's) as well as the embedded one.",
  );
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        // On PostgreSQL: TEST_DATABASE_URL's server, else one the global setup starts from the npm programs.
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
