/**
 * Client addresses (for X-Forwarded-For) that never repeat, in `network`: a /24 such as
 * '203.0.113' or a /16 such as '198.19'. A budget one visitor of a test spent is never met by
 * another; drawn at random, two visitors of one file now and then shared an address.
 */
export function distinctAddresses(network: string): () => string {
  const wide = network.split('.').length === 2
  let taken = 0
  return () => {
    taken += 1
    if (wide) return `${network}.${Math.floor(taken / 254)}.${(taken % 254) + 1}`
    if (taken > 254) throw new Error(`${network}.0/24 has no address left for this test`)
    return `${network}.${taken}`
  }
}
