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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
