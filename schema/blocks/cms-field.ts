import * as t from 'io-ts'
import { WrappingType } from '#schema/wrapping-type'

/**
 * Codecs for the nullable fields of a raw CMS block. Craft returns `null` for every field an
 * editor left empty, and editors can add option values before the site knows them; these codecs
 * turn both into a sane default so renderers get clean types, while a value of the wrong kind
 * (a number where text belongs, an object where a list belongs) is still a decode failure with
 * its path.
 *
 * @example
 * const FieldSpacer = t.exact(t.type({ fieldSpacer: cmsField.integer({ min: 0, max: 400, fallback: 64 }) }))
 */
export const cmsField = {
  /** The codec's value, or `fallback` when the CMS sends null or leaves the field out. */
  orDefault<C extends t.Mixed>(codec: C, fallback: t.TypeOf<C>): WrappingType<t.TypeOf<C>, t.OutputOf<C>, C> {
    return new WrappingType<t.TypeOf<C>, t.OutputOf<C>, C>(
      `${codec.name} | null`,
      codec.is,
      (input, context) => (isMissing(input) ? t.success(fallback) : codec.validate(input, context)),
      codec.encode,
      codec,
    )
  },

  /** Text, `''` when empty. */
  text(): t.Type<string, string, unknown> {
    return cmsField.orDefault(t.string, '')
  },

  /** A switch (lightswitch field), `fallback` when empty. */
  flag(fallback: boolean): t.Type<boolean, boolean, unknown> {
    return cmsField.orDefault(t.boolean, fallback)
  },

  /**
   * One of the option values `values` allows. A value the site does not know yet (an editor added
   * it in the CMS) becomes `fallback` instead of dropping the block; a non-string is a failure.
   */
  option<D extends Record<string, unknown>>(
    values: t.KeyofC<D>,
    fallback: keyof D & string,
  ): t.Type<keyof D & string, string, unknown> {
    return new t.Type<keyof D & string, string, unknown>(
      `${values.name} (default ${fallback})`,
      (u): u is keyof D & string => typeof u === 'string' && values.is(u),
      (input, context) => {
        if (isMissing(input)) return t.success(fallback)
        if (typeof input !== 'string') return t.failure(input, context)
        return t.success(values.is(input) ? input : fallback)
      },
      String,
    )
  },

  /** A multi-select (checkboxes field): the known values in CMS order, `[]` when empty; unknown ones are dropped. */
  options<D extends Record<string, unknown>>(
    values: t.KeyofC<D>,
  ): t.Type<(keyof D & string)[], string[], unknown> {
    const list = t.array(t.string)
    return new t.Type<(keyof D & string)[], string[], unknown>(
      `Array<${values.name}>`,
      (u): u is (keyof D & string)[] =>
        Array.isArray(u) && u.every((v) => typeof v === 'string' && values.is(v)),
      (input, context) => {
        if (isMissing(input)) return t.success([])
        const decoded = list.validate(input, context)
        if (decoded._tag === 'Left') return decoded
        return t.success(decoded.right.filter((v): v is keyof D & string => values.is(v)))
      },
      (value) => value.map(String),
    )
  },

  /**
   * A whole number kept within [min, max] (a number field), `fallback` when empty. Out-of-range and
   * fractional numbers are clamped and rounded rather than refused: a 900 px spacer is an editor's
   * slip, not a reason to lose the block.
   */
  integer({
    min,
    max,
    fallback,
  }: {
    min: number
    max: number
    fallback: number
  }): t.Type<number, number, unknown> {
    return new t.Type<number, number, unknown>(
      `number ${min}..${max} (default ${fallback})`,
      (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
      (input, context) => {
        if (isMissing(input)) return t.success(fallback)
        if (typeof input !== 'number' || !Number.isFinite(input)) return t.failure(input, context)
        return t.success(Math.min(max, Math.max(min, Math.round(input))))
      },
      t.identity,
    )
  },

  /** A number field whose absence is meaningful (the caller derives a default from other fields). */
  optionalInteger({ min, max }: { min: number; max: number }): t.Type<number | null, number | null, unknown> {
    const integer = cmsField.integer({ min, max, fallback: min })
    return new t.Type<number | null, number | null, unknown>(
      `(Integer ${min}..${max} | null)`,
      (u): u is number | null => u === null || integer.is(u),
      (input, context) => (isMissing(input) ? t.success(null) : integer.validate(input, context)),
      t.identity,
    )
  },

  /** An id: Craft's `ID` arrives as a string, the embedded CMS may send a number. */
  id(): t.Type<string, string, unknown> {
    return new t.Type<string, string, unknown>(
      'ID (string or number)',
      (u): u is string => typeof u === 'string',
      (input, context) =>
        typeof input === 'string' || typeof input === 'number'
          ? t.success(String(input))
          : t.failure(input, context),
      t.identity,
    )
  },
}

function isMissing(input: unknown): input is null | undefined {
  return input === null || input === undefined
}
