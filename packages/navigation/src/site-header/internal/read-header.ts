/**
 * The header's light DOM (README "Markup"): `<nav data-nav="utility">` and `<nav data-nav="main">`,
 * each holding one list of links; sub-menus are nested lists; the main item marked
 * `data-nav="products"` is the product menu (product families with their models). The logo is
 * slotted (`slot="logo"`), not read.
 */
import { firstList, marked, readList, type NavItem, type Skip } from '../../shared/nav-model';

export interface HeaderModel {
  utility: NavItem[];
  main: NavItem[];
  /** Index in `main` of the product menu, or -1. */
  products: number;
}

export const EMPTY_HEADER: HeaderModel = { utility: [], main: [], products: -1 };

function readNav(host: Element, name: string, skip: Skip): { items: NavItem[] } {
  const navs = marked(host, name);
  navs
    .slice(1)
    .forEach((_, i) => skip(`${name} (${i + 2})`, `only one data-nav="${name}" is read`));
  const nav = navs[0];
  if (!nav) return { items: [] };
  const list = firstList(nav);
  if (!list) {
    skip(name, 'no list of links inside');
    return { items: [] };
  }
  return { items: readList(list, name, skip) };
}

/**
 * Reads the header markup. `products` is the first main item marked `data-nav="products"`;
 * a second one is reported through `onExtraProducts` (spec §2: only one nav product selector).
 */
export function readHeader(host: Element, skip: Skip, onExtraProducts: () => void): HeaderModel {
  const utility = readNav(host, 'utility', skip).items;
  const { items: main } = readNav(host, 'main', skip);
  let products = -1;
  main.forEach((item, index) => {
    if (item.mark !== 'products') return;
    if (products === -1) products = index;
    else onExtraProducts();
  });
  return { utility, main, products };
}
