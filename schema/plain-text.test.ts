import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text'

describe('plainText', () => {
  it('keeps the words of rich text and drops its markup', () => {
    expect(plainText('<p>Outdoor&nbsp;<strong>living</strong> &amp; spa</p>')).toBe('Outdoor living & spa')
  })

  it('decodes named, decimal and hexadecimal references as a browser would', () => {
    expect(plainText('Perch&eacute; l&rsquo;acqua &#232; &#x2018;calda&#x2019; &lt;38&deg;&gt;')).toBe(
      'Perché l’acqua è ‘calda’ <38°>',
    )
  })

  it('reads a bare ampersand and an unknown name as written', () => {
    expect(plainText('Rock & Roll &madeup;')).toBe('Rock & Roll &madeup;')
  })

  it('joins words across block tags and folds white space', () => {
    expect(plainText('<h2>Spa</h2><p>\n  Relax\t\u00a0now </p>')).toBe('Spa Relax now')
  })
})
