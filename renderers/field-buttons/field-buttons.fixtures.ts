export const fieldButtonsFixture = {
  id: '1101',
  typeHandle: 'fieldButtons',
  level: 1,
  optionOrientation: 'horizontal',
  optionAlignment: 'center',
  buttons: [
    {
      fieldButton: {
        url: '/it/prodotti',
        text: 'Discover the collection',
        title: null,
        type: 'entry',
        target: null,
      },
      fieldButtonStyle: null,
      fieldButtonPermissions: 'all',
    },
    {
      fieldButton: {
        url: '/media/catalogue-2025.pdf',
        text: 'Download the 3D files',
        title: null,
        type: 'asset',
        target: '_blank',
      },
      fieldButtonStyle: 'inverse',
      fieldButtonPermissions: 'registered',
    },
    null,
    { fieldButton: null, fieldButtonStyle: 'standard', fieldButtonPermissions: 'all' },
  ],
}
