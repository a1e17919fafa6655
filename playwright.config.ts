import { defineConfig, devices } from '@playwright/test';
import {
  E2E_DATA_DIR,
  E2E_GTM_ID,
  E2E_KLAVIYO_COMPANY,
  E2E_SITE_DIR,
  MODERATOR_EMAIL,
  MODERATOR_FILE,
  STAFF_EMAIL,
  STAFF_FILE,
} from './e2e/server';

const PORT = Number(process.env.E2E_PORT ?? 8411);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Journeys in Debian's Chromium against the built site served by the real server on a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  // CI's machines run the suite about three times slower than a quiet one (22.7 min against 7.5):
  // a journey of two browsers and axe runs that takes 7 s here took past 30 s there.
  timeout: 60_000,
  // Two workers, the server and its build share two cores: a page's first data can take over 5 s.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    serviceWorkers: 'block',
    // Every journey starts having declined analytics, so the consent bar covers nothing; the
    // consent test opens a context without it.
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: 'miamo.consent', value: 'denied' }] }],
    },
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The staff and moderator accounts first (once per data directory): the roles command cannot
    // open PGlite while the server holds it.
    command:
      `(test -f ${STAFF_FILE} || npx tsx server/cli/roles.ts add ${STAFF_EMAIL} --role staff --json ${STAFF_FILE})` +
      ` && (test -f ${MODERATOR_FILE} || npx tsx server/cli/roles.ts add ${MODERATOR_EMAIL} --role moderator --json ${MODERATOR_FILE})` +
      ' && npx tsx server/main.ts',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SITE_DIR: E2E_SITE_DIR,
      // The journeys read what they publish through the fallback routes; a rebuild would take the cores.
      REBUILD_SITE: 'off',
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT: '1000',
      OUTBOX_PAGE: 'on',
      GATSBY_GTM_ID: E2E_GTM_ID,
      GATSBY_KLAVIYO_COMPANY_ID: E2E_KLAVIYO_COMPANY,
    },
    // 503 while the site builds; ready once a locale home answers.
    url: `${BASE_URL}/en-us/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
