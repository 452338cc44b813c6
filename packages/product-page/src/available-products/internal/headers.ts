/**
 * The CMS's table as the element reads it (README "Markup"): its `<table>` child. A host without
 * one shows nothing, and a table whose head has no `<th>` cannot name its columns for screen
 * readers ("header cells are real table headers"), which the element cannot mend without
 * changing how the page draws it: each is reported once (core/element/problems), and the editor
 * mode's note says what to add.
 */
import { problemList } from '@mf/core/element/problems';

/** The head row's cells: `<thead>`'s, else the first row's. */
function headCells(table: HTMLTableElement): HTMLTableCellElement[] {
  const head = table.tHead ?? table.rows[0]?.parentElement ?? null;
  return head ? [...head.querySelectorAll('th')] : [];
}

/** The host's `<table>` child, its problems reported (the light-DOM reader calls it again). */
export function readTable(host: HTMLElement): HTMLTableElement | null {
  const problems = problemList(host, 'content');
  const table = host.querySelector<HTMLTableElement>(':scope > table');
  if (!table)
    problems.add({
      place: 'content',
      problem: 'has no <table>',
      instead: 'nothing is shown; add a <table> of the models',
    });
  else if (!headCells(table).length)
    problems.add({
      place: 'table',
      problem: 'has no header cells (<th>)',
      instead: 'screen readers get no column names',
    });
  problems.report();
  return table;
}

/**
 * The header cells of the CMS's table ("header cells are real table headers for screen
 * readers"): the markup brings `<th>` cells; the element adds the `scope` a cell leaves out
 * (`col` in the head, `row` for a body row's leading `<th>`). A head without `<th>` is reported by
 * `readTable`.
 */
export function markHeaders(table: HTMLTableElement): void {
  for (const cell of headCells(table))
    if (!cell.hasAttribute('scope')) cell.setAttribute('scope', 'col');
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
