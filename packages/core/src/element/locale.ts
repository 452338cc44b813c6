/**
 * The element's locale: its own `lang`, else the closest ancestor's, crossing shadow roots so
 * a nested element follows its host page, else the document's, else 'en'.
 */
export function resolveLocale(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    if (node.parentElement) node = node.parentElement;
    else {
      const root = node.getRootNode();
      node = root instanceof ShadowRoot ? root.host : null;
    }
  }
  return 'en';
}
