/**
 * The `lang` an element has inside the page: its own, else the closest ancestor's, crossing shadow
 * roots so a nested element follows its host, but not `<html lang>`, which is the page's market
 * (core/i18n/market) and yields to `<meta name="mf-market">`. Null when none is set.
 */
export function pageLang(element: Element): string | null {
  const root = element.ownerDocument.documentElement;
  let node: Element | null = element;
  while (node && node !== root) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    if (node.parentElement) node = node.parentElement;
    else {
      const shadow = node.getRootNode();
      node = shadow instanceof ShadowRoot ? shadow.host : null;
    }
  }
  return null;
}
