import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error(
    'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL integration tests would be skipped.',
  );
}

const integration = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `integration-${engine}`,
    include: ['src/**/*.int.test.ts'],
    env: { TEST_ENGINE: engine },
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      integration('pglite'),
      ...(postgresUrl ? [integration('postgres')] : []),
    ],
  },
});
