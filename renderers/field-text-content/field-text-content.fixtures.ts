export const fieldTextContentFixture = {
  id: '701',
  typeHandle: 'fieldTextContent',
  level: 1,
  optionTextColor: 'muted',
  optionFontSize: 'lg',
  fieldTextContent:
    '<p>Our loungers are cut from <strong>marine-grade aluminium</strong> and finished by hand in Veneto.</p>' +
    '<p onclick="steal()">See the <a href="/it/prodotti" onmouseover="steal()">collection</a>.</p>' +
    '<script>steal()</script>',
}
