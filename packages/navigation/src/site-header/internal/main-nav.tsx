/**
 * The main navigation as the WAI-ARIA disclosure navigation pattern (not role=menu): every top
 * item is the CMS's link; an item with a sub-menu gets a button beside it (aria-expanded,
 * aria-controls) that shows or hides its panel. The product menu's panel shows the product
 * families as columns, each with its models.
 */
import { formatLabel } from '@mf/core/i18n/labels';
import type { NavItem } from '../../shared/nav-model';
import type { Menus } from './use-menus';

function menuId(index: number): string {
  return `menu-${index}`;
}

function Link({ item }: { item: NavItem }) {
  return (
    <a
      href={item.href}
      aria-current={item.current ? 'page' : undefined}
      lang={item.lang || undefined}
    >
      {item.label}
    </a>
  );
}

function LinkList({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index}>
          <Link item={item} />
          {item.children.length > 0 ? <LinkList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function ProductPanel({ item }: { item: NavItem }) {
  return (
    <ul className="families">
      {item.children.map((family, index) => (
        <li key={index} className="family">
          <a
            className="family__title"
            href={family.href}
            aria-current={family.current ? 'page' : undefined}
          >
            {family.label}
          </a>
          {family.children.length > 0 ? <LinkList items={family.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function MainNav(props: {
  items: NavItem[];
  products: number;
  menus: Menus;
  subMenuLabel: string;
}) {
  const { items, products, menus } = props;
  return (
    <ul className="menu" part="list">
      {items.map((item, index) => {
        const id = menuId(index);
        const isProducts = index === products;
        const open = menus.open === id;
        const hasMenu = item.children.length > 0;
        return (
          <li
            key={index}
            part="item list-item"
            className={isProducts ? 'menu__item menu__item--products' : 'menu__item'}
            data-open={open || undefined}
            onPointerEnter={
              hasMenu ? (event) => menus.pointerEnter(id, isProducts, event.pointerType) : undefined
            }
            onPointerLeave={hasMenu ? (event) => menus.pointerLeave(event.pointerType) : undefined}
          >
            <Link item={item} />
            {hasMenu ? (
              <>
                <button
                  type="button"
                  className="menu__toggle"
                  part="menu-toggle"
                  data-menu={id}
                  aria-expanded={open}
                  aria-controls={`${id}-panel`}
                  aria-label={formatLabel(props.subMenuLabel, { label: item.label })}
                  onClick={() => menus.toggle(id)}
                >
                  <span className="chevron" aria-hidden="true" />
                </button>
                <div
                  id={`${id}-panel`}
                  className={isProducts ? 'panel panel--products' : 'panel'}
                  part={isProducts ? 'panel product-panel' : 'panel'}
                  hidden={!open}
                >
                  {isProducts ? <ProductPanel item={item} /> : <LinkList items={item.children} />}
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function UtilityList({ items }: { items: NavItem[] }) {
  return <LinkList items={items} className="utility" />;
}
