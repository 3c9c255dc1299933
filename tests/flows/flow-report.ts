import { isComplete } from './flow-coverage'
import type { MachineCoverage } from './flow-coverage'
import { escapeXml, stateDiagram } from './state-diagram'

/** A path that failed: the error, and the screenshot's path relative to the report. */
export type FlowFailure = { machine: string; index: number; error: string; screenshot: string | null }

/** Problems that are not a path's step: a flow without an action or an assertion, a crash. */
export type FlowProblem = { title: string; error: string }

const percent = (part: number, all: number) => (all === 0 ? '100%' : `${Math.floor((part / all) * 100)}%`)

function counts(coverage: MachineCoverage) {
  const states = coverage.states.filter((state) => state.covered).length
  const counted = coverage.transitions.filter((transition) => transition.mark !== 'excluded')
  const transitions = counted.filter((transition) => transition.mark === 'covered').length
  const passed = coverage.records.filter((record) => record.failedAt === null).length
  return {
    states: `${states}/${coverage.states.length} (${percent(states, coverage.states.length)})`,
    transitions: `${transitions}/${counted.length} (${percent(transitions, counted.length)})`,
    excluded: coverage.transitions.length - counted.length,
    paths: `${passed}/${coverage.records.length}`,
  }
}

/** The steps of a path as a person repeats them by hand. */
export function handSteps(record: MachineCoverage['records'][number]): string[] {
  return [
    `1. ${record.start} — expect: ${record.initial.join(', ')}`,
    ...record.steps.map(
      (step, index) =>
        `${index + 2}. ${step.does} [${step.label}] — expect: ${step.to.join(', ')}${index === record.failedAt ? '   <-- FAILED HERE' : ''}`,
    ),
  ]
}

/** The report printed to stdout: a coverage table, then each failure and each gap. */
export function textReport(
  coverages: readonly MachineCoverage[],
  failures: readonly FlowFailure[],
  problems: readonly FlowProblem[],
): string {
  const rows = coverages.map((coverage) => ({ machine: coverage.machine, ...counts(coverage) }))
  const header = ['machine', 'states', 'transitions', 'excluded', 'paths passed']
  const table = [
    header,
    ...rows.map((row) => [row.machine, row.states, row.transitions, String(row.excluded), row.paths]),
  ]
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)))
  const lines = table.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '))
  for (const coverage of coverages) {
    const missedStates = coverage.states.filter((state) => !state.covered).map((state) => state.id)
    const missed = coverage.transitions
      .filter((t) => t.mark === 'missed' || t.mark === 'failed')
      .map((t) => t.key)
    if (missedStates.length > 0)
      lines.push(`${coverage.machine}: states not reached: ${missedStates.join(', ')}`)
    if (missed.length > 0) lines.push(`${coverage.machine}: transitions not walked: ${missed.join('; ')}`)
    for (const transition of coverage.transitions.filter((t) => t.mark === 'excluded'))
      lines.push(`${coverage.machine}: excluded ${transition.key}: ${transition.reason ?? ''}`)
  }
  for (const failure of failures) {
    const record = coverages
      .find((c) => c.machine === failure.machine)
      ?.records.find((r) => r.index === failure.index)
    lines.push('', `FAILED ${failure.machine} path #${failure.index}: ${failure.error.split('\n')[0] ?? ''}`)
    if (record) lines.push(...handSteps(record).map((line) => `   ${line}`))
  }
  for (const problem of problems)
    lines.push('', `FAILED ${problem.title}: ${problem.error.split('\n')[0] ?? ''}`)
  return lines.join('\n')
}

/** The HTML report: per machine, the coverage, its diagram, and its paths with the failed ones expanded. */
export function htmlReport(
  coverages: readonly MachineCoverage[],
  failures: readonly FlowFailure[],
  problems: readonly FlowProblem[],
  meta: { durationMs: number; finishedAt: string },
): string {
  const ok = coverages.every(isComplete) && failures.length === 0 && problems.length === 0
  const sections = coverages.map((coverage) => {
    const count = counts(coverage)
    const marks = new Map(coverage.transitions.map((transition) => [transition.key, transition.mark]))
    const covered = new Set(coverage.states.filter((state) => state.covered).map((state) => state.id))
    const paths = coverage.records.map((record) => {
      const failure = failures.find((f) => f.machine === record.machine && f.index === record.index)
      const steps = handSteps(record)
        .map((line) => `<li>${escapeXml(line.replace(/^\d+\. /, ''))}</li>`)
        .join('')
      const title = `#${record.index} ${record.steps.map((step) => step.label).join(' → ') || '(start)'}`
      return `<details${failure ? ' open class="failed"' : ''}><summary>${failure ? '✗' : '✓'} ${escapeXml(title)}</summary><ol>${steps}</ol>${
        failure
          ? `<pre>${escapeXml(failure.error)}</pre>${failure.screenshot ? `<img alt="${escapeXml(`Screenshot of ${coverage.machine} path #${record.index} when it failed`)}" src="${escapeXml(failure.screenshot)}">` : ''}`
          : ''
      }</details>`
    })
    const gaps = coverage.transitions
      .filter((transition) => transition.mark !== 'covered')
      .map(
        (transition) =>
          `<li class="${transition.mark}">${transition.mark}: ${escapeXml(transition.key)}${transition.reason ? ` — ${escapeXml(transition.reason)}` : ''}</li>`,
      )
    const missedStates = coverage.states
      .filter((state) => !state.covered)
      .map((state) => `<li class="missed">state not reached: ${escapeXml(state.id)}</li>`)
    return `<section id="${escapeXml(coverage.machine)}"><h2>${escapeXml(coverage.machine)} ${isComplete(coverage) ? '✓' : '✗'}</h2>
<p>States ${count.states} · transitions ${count.transitions}${count.excluded ? ` · ${count.excluded} excluded` : ''} · paths passed ${count.paths}</p>
<ul>${[...missedStates, ...gaps].join('')}</ul>
<div class="diagram">${stateDiagram(coverage.graph, marks, covered)}</div>
<h3>Paths</h3>${paths.join('\n')}</section>`
  })
  const rows = coverages
    .map((coverage) => {
      const count = counts(coverage)
      return `<tr><td><a href="#${escapeXml(coverage.machine)}">${escapeXml(coverage.machine)}</a></td><td>${count.states}</td><td>${count.transitions}</td><td>${count.excluded}</td><td>${count.paths}</td></tr>`
    })
    .join('')
  const problemList = problems
    .map(
      (problem) =>
        `<li><strong>${escapeXml(problem.title)}</strong><pre>${escapeXml(problem.error)}</pre></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flow coverage</title><style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#24292f}table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:left}
.ok{color:#1a7f37}.bad{color:#cf222e}details{margin:.3rem 0}details.failed summary{color:#cf222e;font-weight:600}pre{background:#f6f8fa;padding:.5rem;overflow:auto;white-space:pre-wrap}
img{max-width:100%;border:1px solid #d0d7de}.diagram{overflow:auto;border:1px solid #d0d7de;padding:.5rem}li.failed,li.missed{color:#cf222e}li.excluded{color:#9a6700}
</style></head><body><h1 class="${ok ? 'ok' : 'bad'}">Flow coverage: ${ok ? 'every state and transition walked' : 'gaps or failures'}</h1>
<p>Finished ${escapeXml(meta.finishedAt)} in ${(meta.durationMs / 1000).toFixed(1)} s. Diagram: green walked, red failed, grey dashed not walked, amber dashed excluded (the page cannot take it); thick border = initial state.</p>
<table><thead><tr><th>machine</th><th>states</th><th>transitions</th><th>excluded</th><th>paths passed</th></tr></thead><tbody>${rows}</tbody></table>
${problemList ? `<h2 class="bad">Problems</h2><ul>${problemList}</ul>` : ''}
${sections.join('\n')}</body></html>`
}
