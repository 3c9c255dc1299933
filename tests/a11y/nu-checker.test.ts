import { expect, it } from 'vitest'
import { nuErrors } from './nu-checker'

const valid = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Onda</title></head>
<body><main><h1>Onda</h1><p>A teak lounger.</p></main></body></html>`

const invalid = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Onda</title></head>
<body><main><h1>Onda</h1>
<ul><p>A paragraph where only list items may be.</p></ul>
<img src="/onda.jpg"></main></body></html>`

it('finds each error of a document, by document and line, in one run with a valid one', async () => {
  const errors = await nuErrors([
    { name: 'valid', html: valid },
    { name: 'invalid', html: invalid },
  ])
  expect(errors.map(({ name, line, message }) => ({ name, line, message }))).toEqual([
    {
      name: 'invalid',
      line: 3,
      message:
        'Element “p” not allowed as child of element “ul” in this context. (Suppressing further errors from this subtree.)',
    },
    {
      name: 'invalid',
      line: 4,
      message:
        'An “img” element must have an “alt” attribute, except under certain conditions. For details, consult guidance on providing text alternatives for images.',
    },
  ])
}, 60_000)
