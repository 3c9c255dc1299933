import * as t from 'io-ts'
import { WrappingType } from '#schema/wrapping-type'

/**
 * What an io-ts codec reads of its input: one value (a string, an option, a URL), or an object's
 * fields. A list reads what its items read, as a GraphQL selection does.
 */
export type CodecShape =
  { kind: 'value'; codec: string } | { kind: 'object'; fields: ReadonlyMap<string, CodecField> }

/** A field an object codec reads; `required` when its codec is a `t.type` key, not a `t.partial` one. */
export type CodecField = { shape: CodecShape; required: boolean }

/**
 * The shape of `codec`, through io-ts's combinators (type, partial, strict, exact, readonly,
 * intersection, union, tuple, array, refinement, brand, recursion) and `WrappingType`
 * (schema/wrapping-type.ts: cmsField.orDefault, cmsList, ImageField...). Any other codec is one
 * value: a `new t.Type` that reads an object must be a `WrappingType` to show its fields.
 *
 * @example codecShape(t.type({ a: t.string })) // { kind: 'object', fields: Map { a: { shape: value, required: true } } }
 */
export function codecShape(codec: t.Any): CodecShape {
  return shapeOf(codec, new Set())
}

function shapeOf(codec: t.Any, seen: Set<t.Any>): CodecShape {
  if (seen.has(codec)) throw new Error(`codecShape: ${codec.name} is recursive; its fields have no end.`)
  const inner = (next: t.Any) => shapeOf(next, new Set([...seen, codec]))
  if (codec instanceof t.InterfaceType || codec instanceof t.StrictType)
    return objectOf(codec.props as t.Props, true, inner)
  if (codec instanceof t.PartialType) return objectOf(codec.props as t.Props, false, inner)
  if (
    codec instanceof t.ExactType ||
    codec instanceof t.ReadonlyType ||
    codec instanceof t.ArrayType ||
    codec instanceof t.ReadonlyArrayType ||
    codec instanceof t.RefinementType ||
    codec instanceof t.RecursiveType
  )
    return inner(codec.type as t.Any)
  if (codec instanceof WrappingType) return inner(codec.wrapped as t.Any)
  if (codec instanceof t.IntersectionType || codec instanceof t.TupleType)
    return merged((codec.types as t.Any[]).map(inner), 'all')
  if (codec instanceof t.UnionType) return merged((codec.types as t.Any[]).map(inner), 'some')
  if (codec instanceof t.DictionaryType)
    throw new Error(`codecShape: ${codec.name} reads any key; name its fields with t.type or t.partial.`)
  return { kind: 'value', codec: codec.name }
}

function objectOf(props: t.Props, required: boolean, inner: (codec: t.Any) => CodecShape): CodecShape {
  const fields = new Map(
    Object.entries(props).map(([key, codec]) => [key, { shape: inner(codec), required }]),
  )
  return { kind: 'object', fields }
}

/**
 * One shape for codecs that read the same input: their fields together. Of an intersection
 * (`all`), a field any member requires is required; of a union (`some`), only one every object
 * member requires. Values beside objects (the `null` of `t.union([t.null, Link])`) add nothing.
 */
function merged(shapes: readonly CodecShape[], members: 'all' | 'some'): CodecShape {
  const objects = shapes.filter((shape) => shape.kind === 'object')
  if (objects.length === 0) return shapes[0] ?? { kind: 'value', codec: 'never' }
  const keys = new Set(objects.flatMap((shape) => [...shape.fields.keys()]))
  const fields = new Map<string, CodecField>()
  for (const key of keys) {
    const found = objects.map((shape) => shape.fields.get(key))
    const present = found.filter((field) => field !== undefined)
    const required =
      members === 'all'
        ? present.some((field) => field.required)
        : found.every((field) => field?.required === true)
    fields.set(key, {
      shape: merged(
        present.map((field) => field.shape),
        members,
      ),
      required,
    })
  }
  return { kind: 'object', fields }
}
