/** Response headers carrying each Set-Cookie line an accounts call gave (a session started or ended). */
export function setCookieHeaders(lines: readonly string[]): Headers {
  const headers = new Headers()
  for (const line of lines) headers.append('Set-Cookie', line)
  return headers
}
