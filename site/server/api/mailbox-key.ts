/**
 * The inbox an address reaches, as a limit counts it: lower-cased and without a `+tag`
 * (`Anna+1@Example.com` and `anna+2@example.com` are one inbox at most providers), so a cap on
 * the mail one address may get is not dodged by tagging or capitals (decision 035).
 *
 * @example
 * mailboxKey('Anna+offers@Example.com') // 'anna@example.com'
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  const local = lower.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus < 0 ? local : local.slice(0, plus)}${lower.slice(at)}`
}
