/**
 * Focus and inertness helpers for the modal dialog (dialog.tsx), usable on their own by other
 * overlays. They cross shadow roots, because every dialog of this library lives in one.
 */

/** The focused element, looking inside open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'HEAD', 'META', 'NOSCRIPT']);

/**
 * Makes everything outside `keep` inert: at each level from `keep` up to <body>, crossing shadow
 * roots to their hosts, every sibling element gets the `inert` attribute. So the host page's other
 * top-level content AND the element's own content around the dialog become inert, while the path
 * to the dialog stays live. Elements already inert are left alone. Returns a function that undoes
 * exactly what it did.
 *
 * Why not `inert` on <body> children only: the dialog sits in a shadow root, so its host's own
 * ancestors must stay live; and why not `<dialog>.showModal()`: its top layer would escape the
 * element's styling hooks and is not reliably animatable in the browsers we support.
 */
export function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  let node: Element | null = keep;
  while (node && node !== document.body && node !== document.documentElement) {
    const parent: ParentNode | null = node.parentElement ?? (node.parentNode as ParentNode | null);
    if (!parent) break;
    for (const sibling of [...parent.children]) {
      if (sibling === node || SKIP.has(sibling.tagName) || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    if (node.parentElement) node = node.parentElement;
    else {
      const root = node.getRootNode();
      node = root instanceof ShadowRoot ? root.host : null;
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
