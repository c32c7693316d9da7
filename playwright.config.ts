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

/**
 * Work done at a desk with files and a keyboard: imports, exports, the wipe, district filters for cutting
 * lists, keyboard navigation, Settings and the audit log, cutting turf.
 */
const DESK_SPECS = [
  'admin-dashboard.spec.ts',
  'admin-wipe.spec.ts',
  'district-filters.spec.ts',
  'export.spec.ts',
  'import-preview.spec.ts',
  'import-undo.spec.ts',
  'imports.spec.ts',
  'keyboard.spec.ts',
  'turfs.spec.ts',
  'who-read-what.spec.ts',
];

/**
 * Rules a screen size does not change: accounts and sign-in links, two-factor sign-in, a session that ends,
 * what a note keeps, Our Impact's counts. Their screens' phone layout is checked once each, in the
 * accessibility spec (axe and no sideways scrolling at 390×844); the flows run on the desktop.
 */
const SAME_ON_A_PHONE = [
  'accounts.spec.ts',
  'impact.spec.ts',
  'links.spec.ts',
  'password-again.spec.ts',
  'session-ended.spec.ts',
  'stored-text.spec.ts',
  'two-factor.spec.ts',
];

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
    {
      name: 'desktop',
      // A flow made for one screen size runs only there (tagged in its spec).
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      // What volunteers and admins do on a phone (search, profiles, lists and doors, offline, approving people).
      testIgnore: [...DESK_SPECS, ...SAME_ON_A_PHONE],
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
