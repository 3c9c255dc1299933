/**
 * The key an address is rate-limited by: an IPv4 address as is (also when IPv6-mapped), an IPv6
 * address by its /64, the smallest block a home or a server is given, so an attacker cannot get
 * a fresh limit from each of the 2^64 addresses of one subnet (docs/security.md).
 *
 * @example
 * addressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(ip: string): string {
  const mapped = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped?.[1] !== undefined) return mapped[1]
  if (!ip.includes(':')) return ip
  const [head = '', tail] = ip.split('%')[0]?.toLowerCase().split('::') ?? []
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ]
  const prefix = groups
    .slice(0, 4)
    .map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16).toString(16) : group))
  return `${prefix.join(':')}::/64`
}
