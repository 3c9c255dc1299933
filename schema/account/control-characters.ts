/**
 * Control characters (NUL above all) are refused: PostgreSQL rejects NUL in text, and nothing a
 * person types in these fields contains them. Tab and newlines stay allowed for notes.
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true
  }
  return false
}
