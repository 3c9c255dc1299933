import * as t from 'io-ts'
import { ImageField, imageSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { Button } from '#schema/blocks/field-buttons'
import { cmsList } from '#schema/blocks/list-items'
import { linkSelection } from '#schema/blocks/link-field'
import { SafeHtml } from '#schema/blocks/safe-html'
import { defineBlock } from '#schema/blocks/define-block'

/** A card: an optional background image and icon, a title, subtitle, text and buttons. */
export const FieldCard = t.exact(
  t.type({
    fieldTitle: cmsField.text(),
    fieldSubtitle: cmsField.text(),
    fieldTextContent: SafeHtml,
    fieldBackgroundImage: ImageField,
    fieldIcon: ImageField,
    buttons: cmsList(Button),
  }),
  'FieldCard',
)
export type FieldCard = t.TypeOf<typeof FieldCard>

export const fieldCardSelection = `
  fieldTitle fieldSubtitle fieldTextContent
  fieldBackgroundImage { ${imageSelection} }
  fieldIcon { url width height alt title }
  buttons { ... on button_Entry { fieldButtonStyle fieldButtonPermissions fieldButton { ${linkSelection} } } }
`

export const fieldCardBlock = defineBlock({
  name: 'fieldCard',
  codec: FieldCard,
  selection: fieldCardSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    fieldTitle: String
    fieldSubtitle: String
    fieldTextContent: String
    fieldBackgroundImage: [AssetInterface]
    fieldIcon: [AssetInterface]
    buttons: [buttons_MatrixField]!
  `,
  malformed: { raw: { buttons: [{ fieldButton: { url: 7 } }] }, path: 'buttons' },
})
