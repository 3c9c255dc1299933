import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { cmsField } from '#schema/blocks/cms-field'
import { cmsList } from '#schema/blocks/list-items'
import { ImageField } from '#schema/asset'
import { codecShape, type CodecShape } from '#tools/testing/codec-shape'

/** The shape as plain data: `{ key: 'value' | nested }`, a `?` after the key of an optional field. */
function outline(shape: CodecShape): unknown {
  if (shape.kind === 'value') return 'value'
  return Object.fromEntries(
    [...shape.fields].map(([key, field]) => [field.required ? key : `${key}?`, outline(field.shape)]),
  )
}

describe('codecShape', () => {
  it('lists the fields of type, partial, strict and exact codecs, nested objects and lists', () => {
    const codec = t.exact(
      t.type({
        title: t.string,
        link: t.strict({ url: t.string }),
        tags: t.array(t.partial({ name: t.string })),
      }),
    )
    expect(outline(codecShape(codec))).toEqual({
      title: 'value',
      link: { url: 'value' },
      tags: { 'name?': 'value' },
    })
  })

  it('joins the fields of an intersection and of a union, a field required only if every object member requires it', () => {
    const both = t.intersection([t.type({ a: t.string }), t.partial({ a: t.string, b: t.number })])
    expect(outline(codecShape(both))).toEqual({ a: 'value', 'b?': 'value' })
    const either = t.union([t.null, t.type({ a: t.string, b: t.string }), t.type({ a: t.string })])
    expect(outline(codecShape(either))).toEqual({ a: 'value', 'b?': 'value' })
  })

  it('sees through refinements, brands, readonly and recursion to the fields they check', () => {
    interface PositiveBrand {
      readonly Positive: unique symbol
    }
    const positive = t.brand(t.number, (n): n is t.Branded<number, PositiveBrand> => n > 0, 'Positive')
    const codec = t.refinement(t.readonly(t.type({ size: positive })), ({ size }) => size < 10, 'Small')
    expect(outline(codecShape(codec))).toEqual({ size: 'value' })
    const boxed = t.recursion<{ size: number }>('Boxed', () => t.type({ size: t.number }))
    expect(outline(codecShape(boxed))).toEqual({ size: 'value' })
  })

  it('sees through the CMS helpers to the fields they read', () => {
    const codec = t.type({
      title: cmsField.text(),
      link: cmsField.orDefault(t.union([t.null, t.type({ url: t.string })]), null),
      items: cmsList(t.type({ id: cmsField.id() })),
      image: ImageField,
    })
    expect(outline(codecShape(codec))).toMatchObject({
      title: 'value',
      link: { url: 'value' },
      items: { id: 'value' },
      image: { 'url?': 'value', 'width?': 'value', 'height?': 'value', 'alt?': 'value' },
    })
  })

  it('refuses codecs whose fields have no list: records and recursive ones', () => {
    expect(() => codecShape(t.record(t.string, t.string))).toThrow(/reads any key/)
    type Tree = { children: Tree[] }
    const Tree: t.Type<Tree> = t.recursion('Tree', () => t.type({ children: t.array(Tree) }))
    expect(() => codecShape(Tree)).toThrow(/Tree is recursive/)
  })
})
