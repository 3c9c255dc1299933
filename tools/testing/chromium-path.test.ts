import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { chromiumPath } from './chromium-path'

test('CHROMIUM_PATH is used when it names an executable', () => {
  const executable = join(mkdtempSync(join(tmpdir(), 'chromium-path-')), 'chromium')
  writeFileSync(executable, '#!/bin/sh\n', { mode: 0o755 })
  expect(chromiumPath({ CHROMIUM_PATH: executable })).toBe(executable)
})

test('a missing Chromium fails with the command that installs it', () => {
  expect(() => chromiumPath({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(/apt-get install -y chromium/)
})
