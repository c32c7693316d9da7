import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; the project never downloads a browser. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two on a 2-core machine: a third was measured (2026-11-25) to finish no sooner (23 min either way) and
  // to push the load average to 14, where pages outgrow the expect timeouts.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous: CI machines are shared and a long flow can take 3x its usual time under load.
  timeout: 60_000,
  // 15 s: on 2026-11-26's slower machine two pages waited 10 s for their code under the full run's load.
  expect: { timeout: 15_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    launchOptions: chromium,
    // Recording a trace took a fifth of the run's CPU (10 tests: 111 s of CPU with it, 89 s without, 2026-11-26)
    // and CI keeps only the log: CI records none; a run here keeps the failures'.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every flow runs once, on the desktop, unless its spec tags it for a phone: `@phone-only` for what only a phone
    // has (the walk sheet's one-tap results, the bottom sheets, touch), `@phone-too` for the flows whose phone layout
    // differs (the search's filter sheet and result cards, approving people, offline edits, the admin panel) and for
    // the accessibility scan, which visits every screen at 390×844 in each theme and fails on sideways scrolling.
    // Rules a screen size does not change (roles, conflicts, imports, counts) are proven once (decision 0404).
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@phone-only|@phone-too/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['iPhone 13'].userAgent,
      },
    },
  ],
});
