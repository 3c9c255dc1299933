/** The value of one cookie of a Cookie header, or undefined. Malformed pairs are skipped. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const [key, ...rest] = pair.split('=')
    if (key?.trim() !== name) continue
    try {
      return decodeURIComponent(rest.join('=').trim())
    } catch {
      return undefined
    }
  }
  return undefined
}
