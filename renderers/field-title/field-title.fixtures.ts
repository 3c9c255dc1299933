export const fieldTitleFixture = {
  id: '601',
  typeHandle: 'fieldTitle',
  level: 1,
  fieldTitle: 'Outdoor living, made in Italy',
  optionTextColor: 'accent',
  optionFontFamily: 'serif',
  optionFontSize: '2xl',
  optionHeadingLevel: null,
}
