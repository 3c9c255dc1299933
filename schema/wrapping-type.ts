import * as t from 'io-ts'

/**
 * A codec that reads its input with another (`wrapped`) and makes something else of it: a default
 * for null, a list without its null items, the first image of an asset list. io-ts's own
 * combinators keep what they are built of (`props`, `type`, `types`); a plain `new t.Type` hides
 * it, and with it the CMS fields the codec reads. Keeping `wrapped` lets a test list those fields
 * and check that each block's fragment selects them (adapters/cms/block-fields.test.ts).
 *
 * @example
 * new WrappingType('Title | null', t.string.is, (input, context) =>
 *   input === null ? t.success('') : t.string.validate(input, context), t.identity, t.string)
 */
export class WrappingType<A, O, Wrapped extends t.Any> extends t.Type<A, O, unknown> {
  readonly _tag = 'WrappingType' as const
  /** The codec `validate` reads the input with. */
  readonly wrapped: Wrapped

  constructor(
    name: string,
    is: t.Is<A>,
    validate: t.Validate<unknown, A>,
    encode: t.Encode<A, O>,
    wrapped: Wrapped,
  ) {
    super(name, is, validate, encode)
    this.wrapped = wrapped
  }
}
