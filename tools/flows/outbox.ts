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
    const code = /(?:is|è):\s*=?\r?\n?(\d{6})/.exec(decoded.replace(/=\r?\n/g, ''))?.[1]
    if (code) codes.push(code)
  }
  return codes
}
