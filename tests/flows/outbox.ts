import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** The reset codes mailed to `email`, oldest first, read from `<varDir>/outbox/*.eml`. */
export async function mailedCodes(varDir: string, email: string): Promise<string[]> {
  const folder = join(varDir, 'outbox')
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml')).sort()
  const codes: string[] = []
  for (const file of files) {
    const raw = await readFile(join(folder, file), 'utf8')
    if (!raw.includes(email)) continue
    // Bodies may be base64 or quoted-printable: decode what looks like base64 and unfold soft breaks.
    const decoded =
      raw +
      raw
        .split(/\r?\n\r?\n/)
        .map((part) =>
          /^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) ? Buffer.from(part, 'base64').toString('utf8') : '',
        )
        .join('\n')
    const code = /(?:is|è):\s*(\d{6})/.exec(decodeQuotedPrintable(decoded))?.[1]
    if (code) codes.push(code)
  }
  return codes
}

/** Quoted-printable text decoded: soft breaks unfolded, `=XX` bytes read as UTF-8 (an Italian mail's 'è' is `=C3=A8`). */
function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3)
    if (unfolded[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(unfolded[index] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}
