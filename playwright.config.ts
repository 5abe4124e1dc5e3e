import { defineConfig } from '@playwright/test';

// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built app
// served by `npm start` on a throw-away data directory, with mail written to its outbox.
// E2E_PORT lets two runs share a checkout (each gets its own port, data and results folders).
export const e2ePort = Number(process.env.E2E_PORT ?? 3417);
const suffix = process.env.E2E_PORT ? `-${e2ePort}` : '';
export const e2eDataDir = `test-results/e2e-data${suffix}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e${suffix}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && mkdir -p ${e2eDataDir} && npm start`,
    url: `http://127.0.0.1:${e2ePort}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    env: {
      PORT: String(e2ePort),
      DATA_DIR: e2eDataDir,
      APP_URL: `http://127.0.0.1:${e2ePort}`,
      SMTP_URL: '',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Every journey registers its own lawyer from 127.0.0.1: more than a visitor's 20 an hour.
      REGISTRATIONS_PER_IP_HOUR: '1000',
    },
  },
});
