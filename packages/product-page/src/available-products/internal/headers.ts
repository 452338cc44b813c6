/**
 * The header cells of the CMS's table ("header cells are real table headers for screen
 * readers"): the markup brings `<th>` cells; the element adds the `scope` a cell leaves out
 * (`col` in the head, `row` for a body row's leading `<th>`) and logs a table whose head has no
 * `<th>`, which it cannot mend without changing how the page draws it.
 */
export function markHeaders(table: HTMLTableElement, tag: string): void {
  const head = table.tHead ?? table.rows[0]?.parentElement ?? null;
  const headCells = head ? [...head.querySelectorAll('th')] : [];
  for (const cell of headCells) if (!cell.hasAttribute('scope')) cell.setAttribute('scope', 'col');
  if (!headCells.length)
    console.error(`${tag}: the table has no header cells (<thead> with <th>): add them in the CMS`);
  for (const body of table.tBodies)
    for (const row of body.rows) {
      const first = row.cells[0];
      if (first?.localName === 'th' && !first.hasAttribute('scope'))
        first.setAttribute('scope', 'row');
    }
}

/** The table's own caption text, a name for its scroll region. */
export function captionOf(table: HTMLTableElement | null): string {
  return table?.caption?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * Where a horizontal scroll stands: whether there is more to the inline end. `scrollLeft` is
 * negative in right-to-left content, hence its magnitude. One pixel of slack for zoomed layouts.
 */
export function hasMoreAtEnd(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): boolean {
  return Math.abs(scrollLeft) + clientWidth < scrollWidth - 1;
}
