import { mkdirSync, mkdtempSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The model-based flows (docs/qa.md): their own built server on their own port and state
// folder, so they run beside the e2e specs (port 3107; FLOWS_PORT changes theirs). Same Chromium and launch options.
const port = Number(process.env['FLOWS_PORT'] ?? 3108)
const baseURL = `http://127.0.0.1:${port}`

// Loaded again in every worker: the first load picks the folder and the workers inherit it.
if (!process.env['FLOWS_VAR_DIR']) {
  const parent = resolve('var/flows')
  mkdirSync(parent, { recursive: true })
  process.env['FLOWS_VAR_DIR'] = mkdtempSync(join(parent, 'run-'))
}

export default defineConfig({
  ...base,
  testDir: 'tests/flows',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  retries: 0,
  workers: 2,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: [['dot'], ['./tests/flows/flow-reporter.ts', { outputFolder: 'reports/flows' }]],
  outputDir: 'test-results/flows',
  use: { ...base.use, baseURL, trace: 'off', screenshot: 'only-on-failure', actionTimeout: 4_000 },
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      VAR_DIR: process.env['FLOWS_VAR_DIR'],
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
