import * as t from 'io-ts'

/** A CMS field that may be null or absent: decoded to the codec's type or `fallback`. */
export function nullable<C extends t.Mixed>(
  codec: C,
  fallback: t.TypeOf<C>,
): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  return new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    `Nullable<${codec.name}>`,
    codec.is,
    (value, context) =>
      value === null || value === undefined ? t.success(fallback) : codec.validate(value, context),
    codec.encode,
  )
}
