import { describe, expect, it } from 'vitest'
import { robotsAllow } from './robots-rules'

const robots = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /cms/
Allow: /cms/assets/
Disallow: /*.pdf$

User-agent: OtherBot
Disallow: /
`

describe('robotsAllow', () => {
  it('lets through what no rule of the * group forbids', () => {
    expect(robotsAllow(robots, '/it/prodotti')).toBe(true)
  })

  it('refuses a disallowed prefix, and the longest rule wins', () => {
    expect(robotsAllow(robots, '/cms/api')).toBe(false)
    expect(robotsAllow(robots, '/cms/assets/hero.jpg')).toBe(true)
  })

  it('reads * and $ in a rule', () => {
    expect(robotsAllow(robots, '/files/listino.pdf')).toBe(false)
    expect(robotsAllow(robots, '/files/listino.pdf?x=1')).toBe(true)
  })

  it("ignores another crawler's group", () => {
    expect(robotsAllow('User-agent: OtherBot\nDisallow: /\n', '/it')).toBe(true)
  })
})
