import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import * as t from 'io-ts'
import { nuFilteredMessages } from './nu-filtered-messages'

/** The jar of the Nu HTML Checker, as the vnu-jar package ships it (it runs on the machine's Java). */
const vnuJar: string = String(createRequire(import.meta.url)('vnu-jar'))

const NuAnswer = t.type({
  messages: t.array(
    t.intersection([
      t.type({ type: t.string, message: t.string }),
      t.partial({ url: t.string, subType: t.string, lastLine: t.number, extract: t.string }),
    ]),
  ),
})

/** One error the checker found, in the document `name`. */
export type NuError = { name: string; line: number | undefined; message: string; extract: string }

/**
 * Checks HTML documents with the Nu HTML Checker in one Java run and returns its errors, less the
 * messages listed in nu-filtered-messages.ts (each with its reason). Warnings and info are left out.
 */
export async function nuErrors(documents: readonly { name: string; html: string }[]): Promise<NuError[]> {
  const folder = mkdtempSync(join(tmpdir(), 'nu-check-'))
  try {
    const files = documents.map((document, index) => {
      const file = join(folder, `${index}.html`)
      writeFileSync(file, document.html)
      return { file, name: document.name }
    })
    const output = await runJava([
      // A run of a few seconds: the optimising compiler's threads cost more CPU than they win
      // back (60 pages: 12 CPU-s with it, 6 without, the same messages). The quick compiler's
      // frames are larger, and the schema's recursion then needs more than the default stack.
      '-XX:TieredStopAtLevel=1',
      '-Xss16m',
      '-jar',
      vnuJar,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      ...files.map((entry) => entry.file),
    ])
    // A type guard rather than schema/decode: Playwright's loader cannot resolve fp-ts's paths.
    const answer: unknown = JSON.parse(output)
    if (!NuAnswer.is(answer))
      throw new Error(`The Nu HTML Checker answered something else: ${output.slice(0, 200)}`)
    return answer.messages
      .filter((message) => message.type === 'error')
      .filter((message) => !nuFilteredMessages.some((filtered) => filtered.message === message.message))
      .map((message) => ({
        name: files.find((entry) => message.url?.endsWith(entry.file))?.name ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message,
        extract: (message.extract ?? '').trim().slice(0, 120),
      }))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function runJava(args: string[]): Promise<string> {
  const java = process.env['JAVA_HOME'] ? join(process.env['JAVA_HOME'], 'bin', 'java') : 'java'
  const { stdout } = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 })
  return stdout
}
