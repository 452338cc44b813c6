/**
 * The Tab order inside a container, crossing into slotted content: what the dialog wraps focus
 * in (@mf/ui/dialog) and what @mf/ui/keep-focus picks a neighbour from. In core, re-exported by
 * the element adapter (element/define-element.tsx), so that it rides in the shared runtime chunk
 * every element loads instead of a chunk of its own in thirteen elements (scripts/size.ts).
 */

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, object, embed, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // Real browsers: skip display:none / visibility:hidden; jsdom has no layout, so trust it there.
  const check = (element as HTMLElement & { checkVisibility?: (o?: object) => boolean })
    .checkVisibility;
  return typeof check === 'function' ? check.call(element, { visibilityProperty: true }) : true;
}

/**
 * The focusable candidates inside `container` in Tab order: document order, where a `<slot>`
 * stands for the elements assigned to it (the page's own content slotted into a dialog, as
 * `<mf-modal>` and the product card's back do), or its fallback content.
 */
function candidates(element: Element, found: HTMLElement[]): HTMLElement[] {
  if (element instanceof HTMLSlotElement)
    for (const assigned of element.assignedElements({ flatten: true })) candidates(assigned, found);
  else {
    if (element.matches(FOCUSABLE)) found.push(element as HTMLElement);
    for (const child of element.children) candidates(child, found);
  }
  return found;
}

/** Elements inside `container` reachable with Tab, in Tab order (slotted content included). */
export function tabbables(container: ParentNode): HTMLElement[] {
  return [...container.children]
    .flatMap((child) => candidates(child, []))
    .filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.classList.contains('mf-dialog__guard') &&
        isVisible(element),
    );
}
