import * as t from 'io-ts'
import { ImageField, imageSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { Button } from '#schema/blocks/field-buttons'
import { cmsList } from '#schema/blocks/list-items'
import { linkSelection } from '#schema/blocks/link-field'
import { SafeHtml } from '#schema/blocks/safe-html'

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
