import { randomBytes } from 'node:crypto'
import { type LoadFigures, runLoad } from './run-load'

/** The legitimate clients' figures alone and under the attack, and the attack's own. */
export type MixedFigures = {
  path: string
  legitimateConnections: number
  attackConnections: number
  alone: LoadFigures
  /** With as many more clients asking cached pages as the attack has: the cost of any load. */
  sharing: LoadFigures
  underAttack: LoadFigures
  attack: LoadFigures
  /** How much of its req/s the legitimate traffic lost to the attack, in percent. */
  lossPercent: number
  /** The same against `sharing`: what the new URLs cost beyond being more requests. */
  lossBeyondSharingPercent: number
}

/**
 * A URL no client asked before, as a flood of new URLs sends them (decision 035): tracking
 * parameters, unknown parameters, new paths (404s) and ever larger `rows`, in turn.
 */
export function newUrls(): () => string {
  let count = 0
  return () => {
    count += 1
    const fresh = `${count}${randomBytes(4).toString('hex')}`
    switch (count % 4) {
      case 0:
        return `/en/products?utm_campaign=${fresh}`
      case 1:
        return `/it/${fresh}`
      case 2:
        return `/it/rivenditori?rows=${count * 1000}&fbclid=${fresh}`
      default:
        return `/en/products?gclid=${fresh}&x=${fresh}`
    }
  }
}

/**
 * The mixed run of `npm run bench`: legitimate clients ask a cached page (`path`) for `seconds`
 * alone; then with as many more clients asking another cached page as the attack has (what any
 * more load costs them on a shared CPU); then while attack clients send a new URL with every
 * request. The goal: the attack costs the legitimate req/s at most 20 %.
 */
export async function mixedRun(options: {
  origin: string
  path: string
  seconds: number
  headers: Record<string, string>
  legitimateConnections: number
  attackConnections: number
}): Promise<MixedFigures> {
  const legitimate = () =>
    runLoad({
      url: `${options.origin}${options.path}`,
      connections: options.legitimateConnections,
      duration: options.seconds,
      headers: options.headers,
    })
  const alone = await legitimate()
  const [sharing] = await Promise.all([
    legitimate(),
    runLoad({
      url: `${options.origin}/it`,
      connections: options.attackConnections,
      duration: options.seconds,
      headers: options.headers,
    }),
  ])
  const next = newUrls()
  const [underAttack, attack] = await Promise.all([
    legitimate(),
    runLoad({
      url: options.origin,
      connections: options.attackConnections,
      duration: options.seconds,
      headers: options.headers,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
    }),
  ])
  return {
    path: options.path,
    legitimateConnections: options.legitimateConnections,
    attackConnections: options.attackConnections,
    alone,
    sharing,
    underAttack,
    attack,
    lossPercent: (1 - underAttack.requestsPerSecond / alone.requestsPerSecond) * 100,
    lossBeyondSharingPercent: (1 - underAttack.requestsPerSecond / sharing.requestsPerSecond) * 100,
  }
}
