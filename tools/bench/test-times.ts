/**
 * How long the test command takes, phase by phase: `npm run bench:tests [-- --check]`.
 *
 * The phases are read from package.json's `test` script (an `npm run` of a script made of `&&`
 * steps is opened one level), so the figures are those of the command CI runs, never of a copy.
 * Each runs with CI=true, its output kept in reports/bench/test-times/<n>.log. `--check` first
 * times `npm run check` from empty caches and then again, warm. Goals, on a 2-core machine: check
 * warm ≤ 60 s, the whole test command ≤ 20 minutes; the README quotes the last figures.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'
import * as t from 'io-ts'
import { printTable } from './print-table'
import { runBench } from './run-bench'
import { phasesOf } from './test-phases'

type Timed = { phase: string; command: string; seconds: number; goalSeconds?: number }

const reportFolder = resolve('reports/bench/test-times')
const PackageScripts = t.type({ scripts: t.record(t.string, t.string) })
const packageJson: unknown = JSON.parse(readFileSync('package.json', 'utf8'))
if (!PackageScripts.is(packageJson)) throw new Error('package.json has no scripts to time')
const { scripts } = packageJson

function timeCommand(command: string, logFile: string): Promise<number> {
  const started = performance.now()
  const log = createWriteStream(logFile)
  return new Promise((done, fail) => {
    // As npm runs a script's step: with the project's own binaries first on PATH.
    const path = `${resolve('node_modules/.bin')}${delimiter}${process.env['PATH'] ?? ''}`
    const child = spawn('sh', ['-c', command], { env: { ...process.env, PATH: path, CI: 'true' } })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('error', fail)
    child.on('close', (code) => {
      log.end()
      if (code === 0) done((performance.now() - started) / 1000)
      else fail(new Error(`"${command}" failed (exit ${code}): see ${logFile}`))
    })
  })
}

async function main(): Promise<void> {
  mkdirSync(reportFolder, { recursive: true })
  const rows: Timed[] = []
  const run = async (phase: string, command: string, goalSeconds?: number) => {
    console.log(phase === command ? `… ${command}` : `… ${phase}: ${command}`)
    const seconds = await timeCommand(command, join(reportFolder, `${rows.length + 1}.log`))
    rows.push({ phase, command, seconds, goalSeconds })
  }
  if (process.argv.includes('--check')) {
    rmSync('node_modules/.cache/eslint', { recursive: true, force: true })
    rmSync('node_modules/.cache/tsc.tsbuildinfo', { force: true })
    await run('check, cold', 'npm run check')
    await run('check, warm', 'npm run check', 60)
  }
  const phases = phasesOf('test', scripts)
  const before = rows.length
  for (const command of phases) await run(command.replace(/^npm run /, ''), command)
  const total = rows.slice(before).reduce((sum, row) => sum + row.seconds, 0)
  rows.push({
    phase: 'npm test, in all',
    command: scripts['test'] ?? '',
    seconds: total,
    goalSeconds: 20 * 60,
  })

  const shown = (seconds: number) =>
    seconds >= 120
      ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
      : `${seconds.toFixed(1)} s`
  printTable([
    ['phase', 'time', 'goal', ''],
    ...rows.map((row) => [
      row.phase,
      shown(row.seconds),
      row.goalSeconds ? shown(row.goalSeconds) : '',
      row.goalSeconds ? (row.seconds <= row.goalSeconds ? 'met' : 'missed') : '',
    ]),
  ])
  writeFileSync(
    join(reportFolder, 'times.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
  )
}

await runBench(main, async () => {})
