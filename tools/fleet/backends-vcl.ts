/** Where a site instance listens, as Varnish connects to it. */
export type InstanceAddress = { host: string; port: number }

/** An address or a network Varnish's ACL takes: `127.0.0.1`, `10.0.0.0/8`, `::1`. */
const aclEntry = /^([0-9a-fA-F.:]+)(?:\/(\d{1,3}))?$/

/**
 * The text of `backends.vcl`, the part of deploy/varnish/site.vcl that changes per deployment:
 * the two instances, each twice (probed on /readyz, and on /healthz for when none is ready), and
 * the addresses allowed to purge (`acl purgers`). deploy/varnish/backends.compose.vcl is the same
 * for compose.yaml.
 *
 * @example
 * backendsVcl([{ host: '127.0.0.1', port: 8081 }, { host: '127.0.0.1', port: 8082 }], ['127.0.0.1'])
 */
export function backendsVcl(
  instances: readonly [InstanceAddress, InstanceAddress],
  purgers: readonly string[],
): string {
  const [a, b] = instances
  const backend = (name: string, { host, port }: InstanceAddress, probe: 'ready' | 'alive') => {
    if (!/^[\w.-]+$/.test(host) || !Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`not an instance address: ${host}:${port}`)
    return `backend ${name} { .host = "${host}"; .port = "${port}"; .probe = ${probe}; }`
  }
  const entries = purgers.map((entry) => {
    const match = aclEntry.exec(entry)
    if (!match) throw new Error(`not an address or a network for the purge ACL: ${entry}`)
    return match[2] === undefined ? `  "${match[1]}";` : `  "${match[1]}"/${match[2]};`
  })
  return [
    '# Written by tools/fleet/ for one run; deploy/varnish/site.vcl includes it.',
    backend('site_a', a, 'ready'),
    backend('site_b', b, 'ready'),
    backend('site_a_alive', a, 'alive'),
    backend('site_b_alive', b, 'alive'),
    'acl purgers {',
    ...entries,
    '}',
    '',
  ].join('\n')
}
