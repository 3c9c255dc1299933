import type { FieldSpacer } from './field-spacer'

/** The mobile height in px: the editor's, or half the desktop one. */
export function mobileSpacerHeight(props: FieldSpacer): number {
  return props.fieldSpacerMobile ?? Math.round(props.fieldSpacer / 2)
}
