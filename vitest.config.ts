import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

const integrationFolders = ['adapters', 'site', 'tools', 'tests', 'build-config']

/**
 * The integration test files that replace a module (`vi.mock`): a replaced module must not be
 * what the next file in the same worker imports, so these run with modules of their own.
 */
const filesReplacingModules = integrationFolders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))),
)

// Unit and integration tests sit beside the code (*.test.ts[x]); Playwright specs (*.spec.ts)
// are run by Playwright alone, so they are kept out of here.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    exclude: ['**/node_modules/**', 'build/**', 'var/**'],
    projects: [
      {
        // The layers that start no process and keep no state between files share their workers'
        // modules: importing them again for every file was two thirds of their time (21 s → 7 s).
        extends: true,
        test: {
          name: 'pure',
          include: ['{schema,runtime,machines,renderers}/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        // The same for the integration tests, which start servers and processes but keep their
        // state in what they start: importing the server's modules again for every file was a
        // third of vitest's CPU (measured on one 2-core machine, the whole run: 320 s and 588
        // CPU-s isolated, 220 s and 390 CPU-s shared).
        extends: true,
        test: {
          name: 'integration',
          include: integrationFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: ['**/node_modules/**', ...filesReplacingModules],
          isolate: false,
        },
      },
      // Only when there is such a file: a project with no include would take vitest's default, every test.
      ...(filesReplacingModules.length > 0
        ? [{ extends: true as const, test: { name: 'replaces-modules', include: filesReplacingModules } }]
        : []),
    ],
    environment: 'node',
    // Many files wait on the processes they start (built sites, Varnish, Chromium, hashing in the
    // server), so at least two run at once: vitest's default (cores − 1) ran one file at a time on
    // a 2-core machine, 438 s where two take 298 s (measured on the same machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // What a test polls for (a mail through the outbox, a peer hearing a purge, a log line) comes
    // when a loaded machine gets to it: vitest's default of 1 s failed CI runs that 10 s would not.
    expect: { poll: { timeout: 10_000 } },
  },
})
