/**
 * A small valid PDF: `pages` A4 pages, each with a heading and a coloured band. Helvetica is one
 * of PDF's standard fonts, so no font file is needed to write or to read it.
 */
export function writePdf(title: string, pages: number): Uint8Array {
  const safe = title.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const count = Math.max(1, Math.floor(pages))
  const objects: string[] = []
  const pageIds = Array.from({ length: count }, (_, index) => 4 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  pageIds.forEach((id, index) => {
    const stream = `0.16 0.42 0.5 rg 0 760 595 82 re f BT /F1 24 Tf 1 1 1 rg 40 790 Td (${safe}) Tj ET BT /F1 11 Tf 0 0 0 rg 40 720 Td (Fast - page ${index + 1} of ${count}) Tj ET`
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`
  }
  const xref = body.length
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++)
    body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}
