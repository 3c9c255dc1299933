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

/** What Express knows of a request's sender: `ip` (X-Forwarded-For under `trust proxy`), else the socket's. */
export type AddressedRequest = {
  ip?: string | undefined
  socket: { remoteAddress?: string | undefined }
}

/**
 * The rate-limit key of a request's sender, the one every address-keyed limit uses (accounts,
 * forms, search, renders, image resizes): {@link addressKey} of its address, so an IPv6 client
 * meets one budget per /64 everywhere (docs/security.md).
 *
 * @example
 * await limits.spend('searchPerIp', addressKeyOf(request))
 */
export function addressKeyOf(request: AddressedRequest): string {
  return addressKey(request.ip ?? request.socket.remoteAddress ?? 'unknown')
}
