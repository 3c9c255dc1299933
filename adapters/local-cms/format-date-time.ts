/**
 * Formats an ISO date with a PHP-style format, the subset Craft's `@formatDateTime` is used with:
 * d j D l N m n M F y Y H G h g i s A a c U, `\` escapes the next character.
 *
 * @example formatDateTime('2026-03-05T10:00:00Z', 'd/m/Y', 'UTC', 'it') // '05/03/2026'
 */
export function formatDateTime(iso: string, format: string, timeZone: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const part = (options: Intl.DateTimeFormatOptions): string =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date)
  const numeric = (key: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'): number => {
    const found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', [key]: 'numeric' })
      .formatToParts(date)
      .find((p) => p.type === key)
    return Number(found?.value ?? 0)
  }
  const two = (n: number): string => String(n).padStart(2, '0')
  const tokens: Record<string, () => string> = {
    d: () => two(numeric('day')),
    j: () => String(numeric('day')),
    D: () => part({ weekday: 'short' }),
    l: () => part({ weekday: 'long' }),
    N: () =>
      String(
        ((new Date(Date.UTC(numeric('year'), numeric('month') - 1, numeric('day'))).getUTCDay() + 6) % 7) + 1,
      ),
    m: () => two(numeric('month')),
    n: () => String(numeric('month')),
    M: () => part({ month: 'short' }),
    F: () => part({ month: 'long' }),
    y: () => two(numeric('year') % 100),
    Y: () => String(numeric('year')),
    H: () => two(numeric('hour')),
    G: () => String(numeric('hour')),
    h: () => two(numeric('hour') % 12 || 12),
    g: () => String(numeric('hour') % 12 || 12),
    i: () => two(numeric('minute')),
    s: () => two(numeric('second')),
    A: () => (numeric('hour') < 12 ? 'AM' : 'PM'),
    a: () => (numeric('hour') < 12 ? 'am' : 'pm'),
    c: () => date.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    U: () => String(Math.floor(date.getTime() / 1000)),
  }
  let out = ''
  for (let i = 0; i < format.length; i++) {
    const char = format.charAt(i)
    if (char === '\\') {
      out += format.charAt(++i)
      continue
    }
    const token = tokens[char]
    out += token === undefined ? char : token()
  }
  return out
}
