import { expect, it } from 'vitest'
import { phasesOf } from './test-phases'

it('opens a chained npm script one level, and keeps every other step as written', () => {
  const scripts = {
    test: 'npm run build && npm run test:unit && npm run test:e2e',
    build: 'codegen && vite build',
    'test:unit': 'vitest run',
    'test:e2e': 'playwright test && playwright test -c flows.ts',
  }
  expect(phasesOf('test', scripts)).toEqual([
    'codegen',
    'vite build',
    'npm run test:unit',
    'playwright test',
    'playwright test -c flows.ts',
  ])
})

it('names a script package.json does not have', () => {
  expect(() => phasesOf('tset', {})).toThrow('package.json has no script "tset"')
})
