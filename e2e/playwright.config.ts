import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; flags keep it quiet on a closed network and runnable as root.
export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  // Journeys are long (sign-ins, staff approvals, several apps); a busy 2-core machine needs the room.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // The journeys share one stack and its global settings (maintenance mode), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  outputDir: '../.data/test-results',
  use: {
    browserName: 'chromium',
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
});
