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

export const fieldCardFragment = `fragment fieldCard on contentBlocks_fieldCard_BlockType {
  fieldTitle fieldSubtitle fieldTextContent
  fieldBackgroundImage { ${imageSelection} }
  fieldIcon { url width height alt title }
  buttons { fieldButtonStyle fieldButtonPermissions fieldButton { ${linkSelection} } }
}`

export const fieldCardBlock = defineBlock({
  name: 'fieldCard',
  codec: FieldCard,
  fragment: fieldCardFragment,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    fieldTitle: String
    fieldSubtitle: String
    fieldTextContent: String
    fieldBackgroundImage: [AssetInterface]
    fieldIcon: [AssetInterface]
    buttons: [buttons_button_BlockType]
  `,
  malformed: { raw: { buttons: [{ fieldButton: { url: 7 } }] }, path: 'buttons' },
})
