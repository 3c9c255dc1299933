import * as t from 'io-ts'

/** A Craft handle (section, category group, global set, navigation): letters, digits, `_` and `-`. */
const Handle = new t.Type<string, string, unknown>(
  'Handle',
  (value): value is string => typeof value === 'string',
  (value, context) =>
    typeof value === 'string' && /^[A-Za-z][\w-]{0,63}$/.test(value)
      ? t.success(value)
      : t.failure(value, context, 'must be a handle: a letter, then up to 63 letters, digits, _ or -'),
  String,
)

/** An element id as Craft gives it, a number or its digits; kept as text. */
const ElementId = new t.Type<string, string, unknown>(
  'ElementId',
  (value): value is string => typeof value === 'string',
  (value, context) => {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
    return typeof text === 'string' && /^\d{1,20}$/.test(text)
      ? t.success(text)
      : t.failure(value, context, 'must be an element id: 1 to 20 digits')
  },
  String,
)

/**
 * What the CMS says changed, as the Craft Webhooks plugin's custom payload sends it after an
 * element's `afterSave`, `afterDelete` or `afterRestore` event (docs/operations.md, publishing):
 * the element's id and type (its `refHandle()`: `entry`, `category`, `globalset`, `asset`; `node`
 * for a Navigation plugin node), the handle of its section (an entry), group (a category), set (a
 * global set) or navigation (a node), the site it was saved in, and whether it is new.
 */
export const CmsChange = t.exact(
  t.intersection([
    t.type({
      event: t.keyof({ afterSave: null, afterDelete: null, afterRestore: null }),
      id: ElementId,
      type: t.keyof({ entry: null, category: null, globalset: null, asset: null, node: null }),
    }),
    t.partial({
      section: t.union([t.null, Handle]),
      site: t.union([t.null, Handle]),
      isNew: t.boolean,
    }),
  ]),
  'CmsChange',
)
export type CmsChange = t.TypeOf<typeof CmsChange>
