import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stylesheetInliner } from './inline-stylesheets.server'

const client = mkdtempSync(join(tmpdir(), 'fast-inline-css-'))
mkdirSync(join(client, 'assets'))
writeFileSync(join(client, 'assets', 'page-a1.css'), '.a{color:red}')
writeFileSync(join(client, 'assets', 'odd-b2.css'), '.b::after{content:"</style>"}')
afterAll(() => rmSync(client, { recursive: true, force: true }))

describe('stylesheetInliner', () => {
  const inline = stylesheetInliner(client)

  it("puts a built stylesheet's text before its link and disables the link", () => {
    expect(inline('<head><link rel="stylesheet" href="/assets/page-a1.css"/></head>')).toBe(
      '<head><style data-href="/assets/page-a1.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/page-a1.css" disabled=""/></head>',
    )
  })

  it('keeps the fragment React Router adds to some links', () => {
    expect(inline('<link rel="stylesheet" href="/assets/page-a1.css#"/>')).toContain(
      '<link rel="stylesheet" href="/assets/page-a1.css#" disabled=""/>',
    )
  })

  it('leaves a link alone when its file is missing, could close the element, or is not ours', () => {
    for (const link of [
      '<link rel="stylesheet" href="/assets/gone-c3.css"/>',
      '<link rel="stylesheet" href="/assets/odd-b2.css"/>',
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
      '<link rel="stylesheet" href="/assets/../../etc/passwd.css"/>',
    ])
      expect(inline(link)).toBe(link)
  })
})
