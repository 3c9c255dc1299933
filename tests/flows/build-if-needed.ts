import { execFileSync } from 'node:child_process'
import { buildProblem } from '#tools/testing/build-freshness'

// `npm run test:flows` tests the built server: build when there is none, or when a source file
// changed since (a stale build would test yesterday's page).
const problem = buildProblem()
if (problem) {
  console.log(`${problem.replace(/: run npm run build first$/, '')}: building.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}
