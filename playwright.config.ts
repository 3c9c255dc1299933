import { mkdirSync, mkdtempSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { assertSiteIsBuilt } from './tools/testing/build-freshness'
import { chromiumArgs, chromiumExecutable } from './tools/testing/chromium-path'

// Browser tests run against the built production server (`npm run serve`), never a dev server:
// one that is missing or older than the sources fails here, naming `npm run build`.
assertSiteIsBuilt()
// E2E_PORT lets two checkouts run their browser tests side by side on one machine.
const port = Number(process.env['E2E_PORT'] ?? 3107)
const baseURL = `http://127.0.0.1:${port}`

// The config is loaded again in every worker; the first load picks the server's state folder and
// the workers inherit it through the environment, so only one folder is made per run.
if (!process.env['E2E_VAR_DIR']) {
  const parent = resolve('var/e2e')
  mkdirSync(parent, { recursive: true })
  process.env['E2E_VAR_DIR'] = mkdtempSync(join(parent, 'run-'))
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recorded for a failed test's retry only: recording every test's trace cost about a sixth of
    // the suite's time on two cores, and a failure on CI is retried with its trace kept.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Throws at config load, with the install command, when Chromium is missing.
          executablePath: chromiumExecutable(),
          args: [...chromiumArgs],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      VAR_DIR: process.env['E2E_VAR_DIR'],
      // The browser's Origin must be the site's PUBLIC_URL, or its posts are refused as cross-site.
      PUBLIC_URL: baseURL,
      // Every test registers from loopback; the limit's own test is tests/security.
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      FORMS_PER_IP_PER_10_MINUTES: '100000',
      // Every page and navigation comes from loopback; the render budget's own test is tests/security.
      CACHE_MISSES_PER_IP_PER_MINUTE: '100000',
      // The e2e and flows servers run side by side: neither takes the other's metrics port.
      METRICS_PORT: '0',
    },
  },
})
