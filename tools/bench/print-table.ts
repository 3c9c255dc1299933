/** Prints rows as columns: the first left-aligned (names), the others right-aligned (figures). */
export function printTable(rows: readonly string[][]): void {
  const columns = Math.max(...rows.map((cells) => cells.length))
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((cells) => cells[column]?.length ?? 0)),
  )
  for (const cells of rows) {
    const padded = cells.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    console.log(padded.join('  ').trimEnd())
  }
}
