export const fieldSeparatorFixture = {
  id: '1001',
  typeHandle: 'fieldSeparator',
  level: 1,
  optionBackgroundColor: 'accent',
  fieldSeparator: 2,
}
