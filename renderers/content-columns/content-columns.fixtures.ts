/** A row of three columns as the CMS sends it (the columns are its children in the tree). */
export const contentColumnsFixture = {
  id: '301',
  typeHandle: 'contentColumns',
  level: 1,
  optionResponsiveVisibility: [],
  optionBackgroundColor: 'sand',
  optionTextColor: null,
  optionAlignment: 'center',
  optionDirection: 'row-reverse',
  optionContentWidth: 'wide',
  optionColumnNumberMobile: null,
  optionColumnNumberTablet: null,
  optionColumnNumberDesktop: 3,
  optionColumnNumberWide: null,
  optionSwitch: true,
}

export const contentColumnFixture = {
  id: '302',
  typeHandle: 'contentColumn',
  level: 2,
  optionResponsiveVisibility: ['tablet', 'desktop', 'wide'],
  optionAlignment: 'left',
}
