import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { isRight } from 'fp-ts/lib/Either.js'
import { allFlows } from './all-flows'
import type { FlowRecord } from './flow-record'
import { flowRecordName } from './flow-record'
import { machineGraph } from '#tools/testing/machine-graph'
import { flowCoverage, isComplete } from './flow-coverage'
import { FlowRecordCodec } from './flow-record-codec'
import { htmlReport, textReport } from './flow-report'
import type { FlowFailure, FlowProblem } from './flow-report'

// eslint-disable-next-line no-control-regex -- terminal colours in Playwright's error messages
const ansi = /\u001b\[[0-9;]*m/g

/**
 * Playwright reporter of the flows (docs/qa.md): collects each path's record, prints the coverage
 * table and writes `<outputFolder>/index.html` with the diagrams and the failed paths'
 * screenshots. A failed path, or a state or transition no path walked, fails the run.
 */
export default class FlowReporter implements Reporter {
  private readonly folder: string
  private readonly records: FlowRecord[] = []
  private readonly failures: FlowFailure[] = []
  private readonly problems: FlowProblem[] = []
  private readonly started = Date.now()

  constructor(options: { outputFolder?: string } = {}) {
    this.folder = resolve(options.outputFolder ?? 'reports/flows')
    rmSync(this.folder, { recursive: true, force: true })
    mkdirSync(join(this.folder, 'shots'), { recursive: true })
  }

  printsToStdio(): boolean {
    return true
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const error = (result.error?.message ?? result.error?.value ?? '').replace(ansi, '')
    const attachment = result.attachments.find((candidate) => candidate.name === flowRecordName)
    const decoded = attachment?.body
      ? FlowRecordCodec.decode(JSON.parse(attachment.body.toString('utf8')))
      : null
    if (!decoded || !isRight(decoded)) {
      if (result.status !== 'passed' && result.status !== 'skipped')
        this.problems.push({ title: test.title, error: error || result.status })
      return
    }
    const record = decoded.right
    this.records.push(record)
    if (result.status === 'passed' && record.failedAt === null) return
    const shot = result.attachments.find((candidate) => candidate.name === 'screenshot' && candidate.path)
    let screenshot: string | null = null
    if (shot?.path) {
      screenshot = `shots/${record.machine}-${record.index}.png`
      copyFileSync(shot.path, join(this.folder, screenshot))
    }
    this.failures.push({
      machine: record.machine,
      index: record.index,
      error: error || result.status,
      screenshot,
    })
  }

  onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const coverages = allFlows.map((flow) =>
      flowCoverage(
        machineGraph(flow.machine),
        flow.excluded ?? {},
        this.records.filter((record) => record.machine === flow.machine.id),
      ),
    )
    const html = htmlReport(coverages, this.failures, this.problems, {
      durationMs: Date.now() - this.started,
      finishedAt: new Date().toISOString(),
    })
    writeFileSync(join(this.folder, 'index.html'), html)
    console.log(
      `\n${textReport(coverages, this.failures, this.problems)}\n\nReport: ${join(this.folder, 'index.html')}`,
    )
    const complete = coverages.every(isComplete)
    if (!complete) console.log('Flows FAILED: a state or transition was not walked (see above).')
    return Promise.resolve({ status: complete && result.status === 'passed' ? 'passed' : 'failed' })
  }
}
