import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { expect, test } from 'vitest'
import { chromiumArgs, chromiumExecutable, chromiumPaths, debianChromium } from './chromium-path'

test('CHROMIUM_PATH alone is used when it names an executable', () => {
  const executable = join(mkdtempSync(join(tmpdir(), 'chromium-path-')), 'chromium')
  writeFileSync(executable, '#!/bin/sh\n', { mode: 0o755 })
  expect(chromiumPaths({ CHROMIUM_PATH: executable })).toEqual([executable])
})

test('a missing Chromium fails with the command that installs it', () => {
  expect(() => chromiumPaths({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(
    /apt-get install -y chromium chromium-headless-shell/,
  )
})

/** The executables of a process and all its descendants, from /proc (Linux). */
function executablesUnder(root: number): string[] {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent pid is the 2nd field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while we read.
    }
  }
  const isUnder = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parentOf.get(at)) {
      if (at === root) return true
    }
    return false
  }
  return [...parentOf.keys()].filter(isUnder).flatMap((pid) => {
    try {
      return [readlinkSync(`/proc/${pid}/exe`)]
    } catch {
      return []
    }
  })
}

/** Which Chromium binaries run under a Playwright launch through `chromium.sh`. */
async function binariesStartedBy(options: { headless: boolean; args: string[] }): Promise<string[]> {
  // Debian's routing, whatever CHROMIUM_PATH this shell has: the script treats an empty one as unset.
  const server = await chromium.launchServer({
    executablePath: chromiumExecutable(),
    env: { ...process.env, CHROMIUM_PATH: '' },
    ...options,
  })
  try {
    const pid = server.process().pid ?? 0
    const binaries = executablesUnder(pid).filter((path) => path.startsWith('/usr/lib/chromium/'))
    return [...new Set(binaries)]
  } finally {
    await server.close()
  }
}

test('Playwright’s headless runs start Debian’s headless shell; a run asking for new headless, the full browser', async () => {
  expect(await binariesStartedBy({ headless: true, args: [...chromiumArgs] })).toEqual([
    '/usr/lib/chromium/chromium-headless-shell',
  ])
  // Lighthouse's way: no `--headless` from the launcher, `--headless=new` among the flags.
  expect(await binariesStartedBy({ headless: false, args: ['--headless=new', ...chromiumArgs] })).toEqual([
    '/usr/lib/chromium/chromium',
  ])
})

test('Chromium starts with one list of disabled features: the tools’ own joined with the launcher’s', () => {
  const folder = mkdtempSync(join(tmpdir(), 'chromium-path-'))
  const browser = join(folder, 'chromium')
  // A stand-in browser that prints the arguments it was started with, one per line.
  writeFileSync(browser, '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 })
  const started = execFileSync(
    chromiumExecutable(),
    [
      '--headless',
      '--disable-features=Translate,MediaRouter',
      '--host-resolver-rules=MAP * ~NOTFOUND',
      ...chromiumArgs,
    ],
    { env: { ...process.env, CHROMIUM_PATH: browser }, encoding: 'utf8' },
  ).split('\n')
  const featureLists = started.filter((arg) => arg.startsWith('--disable-features='))
  expect(featureLists).toEqual([
    '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess',
  ])
  expect(started).toContain('--headless')
  expect(started).toContain('--host-resolver-rules=MAP * ~NOTFOUND')
})

test('a fresh context of the full browser opens only its page: no address-bar popups preloaded beside it', async () => {
  // The full browser is what a headed run and Lighthouse start; the headless shell has no popups.
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    headless: false,
    args: ['--headless=new', ...chromiumArgs],
    env: { ...process.env, CHROMIUM_PATH: process.env['CHROMIUM_PATH'] ?? debianChromium },
  })
  try {
    const context = await browser.newContext()
    await (await context.newPage()).goto('data:text/html,<title>page</title>')
    const cdp = await browser.newBrowserCDPSession()
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] })
    // Were the feature list dropped, Chromium's omnibox popups (chrome://omnibox-popup…) show here.
    expect(
      targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url),
    ).toEqual([])
    expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1)
  } finally {
    await browser.close()
  }
})
