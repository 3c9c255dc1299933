import { expect, test } from '@playwright/test'
import { axeFindings } from '#tests/a11y/axe-audit'

// The sweeps pass when axe finds nothing; this shows the audit they share finds what it should,
// so a sweep cannot pass by auditing nothing.
test('the axe audit names each rule a page breaks, with the elements that break it', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Broken on purpose</title></head>
    <body><main>
      <h1>Broken on purpose</h1>
      <p style="color: #bbb; background: #fff">Grey on white</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <button id="silent"></button>
      <iframe srcdoc="<p>inside</p>"></iframe>
    </main></body></html>`)
  const findings = await axeFindings(page, 'a page broken on purpose')
  const byRule = Object.fromEntries(findings.map((finding) => [finding.rule, finding.targets]))
  expect(byRule).toMatchObject({
    'color-contrast': ['p'],
    'image-alt': ['img'],
    'button-name': ['#silent'],
    'frame-title': ['iframe'],
  })
  expect(findings.every((finding) => finding.where === 'a page broken on purpose')).toBe(true)
})
