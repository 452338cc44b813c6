/**
 * The footer's light DOM (README "Markup"): `<nav data-nav="columns">` holding one element per
 * column (a heading `<h2>`–`<h6>` and a list of links), `<ul data-nav="social">`,
 * `<ul data-nav="legal">`, `<a data-nav="global-home">` and `<p data-nav="copyright">`.
 */
import {
  firstList,
  marked,
  readLink,
  readList,
  type NavItem,
  type Skip,
} from '../../shared/nav-model';

export interface FooterColumn {
  title: string;
  links: NavItem[];
}

export interface FooterModel {
  columnsLabel: string;
  columns: FooterColumn[];
  social: NavItem[];
  legal: NavItem[];
  globalHome: NavItem | null;
  copyright: string;
}

export const EMPTY_FOOTER: FooterModel = {
  columnsLabel: '',
  columns: [],
  social: [],
  legal: [],
  globalHome: null,
  copyright: '',
};

function one(host: Element, name: string, skip: Skip): Element | null {
  const found = marked(host, name);
  found
    .slice(1)
    .forEach((_, i) => skip(`${name} (${i + 2})`, `only one data-nav="${name}" is read`));
  return found[0] ?? null;
}

function links(host: Element, name: string, skip: Skip): NavItem[] {
  const container = one(host, name, skip);
  if (!container) return [];
  const list = firstList(container);
  if (!list) {
    skip(name, 'no list of links inside');
    return [];
  }
  return readList(list, name, skip, 3);
}

export function readFooter(host: Element, skip: Skip): FooterModel {
  const columnsNav = one(host, 'columns', skip);
  const columns: FooterColumn[] = [];
  [...(columnsNav?.children ?? [])].forEach((column, index) => {
    const path = `columns > ${index + 1}`;
    const heading = [...column.children].find((c) => /^h[2-6]$/.test(c.localName));
    const title = (heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!title) {
      skip(path, 'the column has no heading');
      return;
    }
    const list = firstList(column);
    if (!list) {
      skip(path, `the column "${title}" has no list of links`);
      return;
    }
    columns.push({ title, links: readList(list, path, skip, 3) });
  });
  const home = one(host, 'global-home', skip);
  const copyright = one(host, 'copyright', skip);
  return {
    columnsLabel: columnsNav?.getAttribute('aria-label') ?? '',
    columns,
    social: links(host, 'social', skip),
    legal: links(host, 'legal', skip),
    globalHome: home ? readLink(home, 'global-home', skip) : null,
    copyright: (copyright?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}
