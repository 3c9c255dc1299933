/**
 * Whether robots.txt lets any crawler (`User-agent: *`) fetch `path`: the longest matching Allow or
 * Disallow rule wins, Allow on a tie (RFC 9309). `*` and `$` in rules are honoured.
 */
export function robotsAllow(robotsTxt: string, path: string): boolean {
  const rules: { allow: boolean; pattern: string }[] = []
  let inStarGroup = false
  let groupHasRules = false
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim()
    const [field = '', ...rest] = line.split(':')
    const value = rest.join(':').trim()
    const name = field.trim().toLowerCase()
    if (name === 'user-agent') {
      if (groupHasRules) inStarGroup = false
      groupHasRules = false
      inStarGroup ||= value === '*'
    } else if ((name === 'allow' || name === 'disallow') && value !== '') {
      groupHasRules = true
      if (inStarGroup) rules.push({ allow: name === 'allow', pattern: value })
    }
  }
  let best: { allow: boolean; length: number } = { allow: true, length: -1 }
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue
    const length = rule.pattern.length
    if (length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length }
  }
  return best.allow
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$')
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path)
}
