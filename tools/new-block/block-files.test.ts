import { describe, expect, it } from 'vitest'
import { blockFiles, kebabCase, seedInstance } from '#tools/new-block/block-files'

describe('new:block files', () => {
  it('names files in kebab-case after the block, as the existing ones are', () => {
    expect(kebabCase('fieldQuote')).toBe('field-quote')
    expect(kebabCase('fieldFormID')).toBe('field-form-id')
    expect(blockFiles('fieldQuote').map((file) => file.path)).toEqual([
      'schema/blocks/field-quote.ts',
      'renderers/field-quote/field-quote.tsx',
      'renderers/field-quote/field-quote.css.ts',
      'renderers/field-quote/field-quote.fixtures.ts',
      'renderers/field-quote/field-quote.test.tsx',
    ])
  })

  it('declares the block with its parents and types its renderer with its name', () => {
    const [declaration, renderer] = blockFiles('fieldQuote', ['page', 'contentGroup'])
    expect(declaration?.text).toContain("name: 'fieldQuote'")
    expect(declaration?.text).toContain("parents: ['page', 'contentGroup']")
    expect(declaration?.text).toContain('export const fieldQuoteSelection = `fieldTitle`')
    expect(renderer?.text).toContain("export const FieldQuote: BlockRenderer<'fieldQuote'>")
    expect(renderer?.text).toContain('data-block="fieldQuote"')
  })

  it('refuses a name that is not a camelCase typeHandle, and a block with no place', () => {
    expect(() => blockFiles('field-quote')).toThrow(/camelCase/)
    expect(() => blockFiles('FieldQuote')).toThrow(/camelCase/)
    expect(() => blockFiles('fieldQuote', [])).toThrow(/parent/)
  })

  it('gives the seed an instance in each locale', () => {
    expect(seedInstance('fieldQuote', 'it')).toEqual({
      typeHandle: 'fieldQuote',
      fields: { fieldTitle: 'Un esempio di fieldQuote' },
    })
    expect(seedInstance('fieldQuote', 'en').fields.fieldTitle).toBe('An example of fieldQuote')
  })
})
