import { style } from '@vanilla-extract/css'

/** Development only: where a block was left out of the page, loud enough to notice. */
export const skippedBlock = style({
  margin: '0.5rem 0',
  padding: '0.75rem 1rem',
  border: '2px dashed #c0392b',
  background: '#fdecea',
  color: '#7b241c',
  font: '0.8125rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'pre-wrap',
  textAlign: 'left',
})
