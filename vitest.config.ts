import { availableParallelism } from 'node:os'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

// Unit and integration tests sit beside the code (*.test.ts[x]); Playwright specs (*.spec.ts)
// are run by Playwright alone, so they are kept out of here.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: [
      '{schema,adapters,runtime,machines,renderers,site,tools,tests,build-config}/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'build/**', 'var/**'],
    environment: 'node',
    // Many files wait on the processes they start (built sites, Varnish, Chromium, hashing in the
    // server), so at least two run at once: vitest's default (cores − 1) ran one file at a time on
    // a 2-core machine, 438 s where two take 298 s (measured on the same machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
