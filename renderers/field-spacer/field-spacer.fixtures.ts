export const fieldSpacerFixture = {
  id: '901',
  typeHandle: 'fieldSpacer',
  level: 1,
  fieldSpacer: 96,
  fieldSpacerMobile: null,
}
