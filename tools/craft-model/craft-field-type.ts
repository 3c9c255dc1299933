import { getNamedType, isListType, isNonNullType, isUnionType, type GraphQLField } from 'graphql'

/** Fields whose text the site writes as HTML (decoded as SafeHtml): a rich-text field in Craft. */
const richTextFields = new Set(['fieldTextContent', 'hotpointContent'])

/**
 * The Craft 5 field type an agency creates for a field of the SDL, read from its GraphQL type
 * (a Matrix field is `[{field}_MatrixField]!`, assets `[AssetInterface]`...). Option fields
 * (`option*`) are dropdowns, or checkboxes when they are lists; their values are the site's codecs
 * (schema/blocks/block-options.ts).
 */
export function craftFieldType(field: GraphQLField<unknown, unknown>): string {
  const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type
  const isList = isListType(unwrapped)
  const named = getNamedType(field.type)
  if (isUnionType(named) && named.name.endsWith('_MatrixField')) return 'Matrix'
  switch (named.name) {
    case 'AssetInterface':
      return 'Assets'
    case 'EntryInterface':
      return 'Entries'
    case 'CategoryInterface':
      return 'Categories'
    case 'LinkData':
      return 'Link'
    case 'NavigationMenu':
      return 'Navigation (Navigation plugin)'
    case 'ScreenDescription':
      return 'Table (columns screen, description)'
    case 'Boolean':
      return 'Lightswitch'
    case 'Int':
    case 'Float':
      return 'Number'
    case 'DateTime':
      return 'Date'
    case 'String':
      if (richTextFields.has(field.name)) return 'CKEditor'
      if (field.name.startsWith('option')) return isList ? 'Checkboxes' : 'Dropdown'
      return isList ? 'Checkboxes' : 'Plain Text'
    default:
      return `? (${String(field.type)})`
  }
}
