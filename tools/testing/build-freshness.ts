import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

/** Written last by `npm run build` (tools/build/bundle-server.ts): its time is the build's. */
const lastBuildOutput = 'build/site-server/main.js'

/** What the build is made from: the app's folders and the files that configure the build. */
const buildInputs = [
  'schema',
  'adapters',
  'runtime',
  'machines',
  'renderers',
  'site',
  'build-config',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
]

/** A test or a doc beside the code is not part of the build: editing one asks for no rebuild. */
const notBuilt = /(\.test\.tsx?|\.spec\.ts|\.md)$/

/**
 * Why the build cannot be tested, or undefined when it can: missing, or older than a tracked file
 * it is made from (a suite would test yesterday's code and pass). Names the newest such file.
 */
export function buildProblem(): string | undefined {
  if (!existsSync(lastBuildOutput) || !existsSync('build/client/assets'))
    return 'The site is not built: run npm run build first'
  const builtAt = statSync(lastBuildOutput).mtimeMs
  const newer = trackedBuildInputs()
    .filter((file) => existsSync(file))
    .map((file) => ({ file, changedAt: statSync(file).mtimeMs }))
    .filter(({ changedAt }) => changedAt > builtAt)
    .sort((a, b) => b.changedAt - a.changedAt)
  const newest = newer[0]
  if (newest)
    return `The build is older than ${newest.file} (and ${newer.length - 1} more source files): run npm run build first`
  return undefined
}

function trackedBuildInputs(): string[] {
  // git lists what is tracked and what is new but not ignored, so generated files never count.
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...buildInputs],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  return listed.split('\n').filter((file) => file !== '' && !notBuilt.test(file))
}

/** Throws {@link buildProblem}'s reason: a suite of the built site fails, never skips or tests a stale build. */
export function assertSiteIsBuilt(): void {
  const problem = buildProblem()
  if (problem) throw new Error(problem)
}
