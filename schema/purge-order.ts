import * as t from 'io-ts'

/** A surrogate key as the site writes them (schema/surrogate-keys.ts): short, plain, one colon at most. */
const SurrogateKey = new t.Type<string, string, unknown>(
  'SurrogateKey',
  (value): value is string => typeof value === 'string',
  (value, context) =>
    typeof value === 'string' && /^[a-z-]{1,16}(:[A-Za-z0-9_-]{1,64})?$/.test(value)
      ? t.success(value)
      : t.failure(value, context, 'must be a surrogate key such as entry:1101 or section:news'),
  String,
)

/**
 * What one content change purges on every instance (docs/decisions/053): the cached answers and
 * pages carrying any of `keys`, or every one of them (`everything`: a change the keys do not
 * follow, such as an asset's). Sent to the other instances over Redis, so decoded there too.
 */
export const PurgeOrder = t.exact(
  t.type({ keys: t.array(SurrogateKey), everything: t.boolean }),
  'PurgeOrder',
)
export type PurgeOrder = t.TypeOf<typeof PurgeOrder>
