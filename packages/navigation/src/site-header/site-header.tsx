import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import type { siteHeaderApi } from './site-header.api';
import { readReporting } from '../shared/nav-model';
import { useLightDom } from '@mf/core/element/light-dom';
import { useSingleInstance } from '../shared/single-instance';
import { MarketButton } from '../shared/market-button';
import { EMPTY_HEADER, readHeader, type HeaderModel } from './internal/read-header';
import { useMenus } from './internal/use-menus';
import { usePublishedHeight, useStuck } from './internal/use-sticky';
import { MainNav, UtilityList } from './internal/main-nav';
import { DealerHint } from './internal/dealer-hint';
import { usePageScrollLock } from '@mf/core/browser/scroll-lock';

type Props = PropsOf<typeof siteHeaderApi>;

export const HEADER_DUPLICATE = 'Only one header should be initialized';
export const PRODUCT_MENU_DUPLICATE = 'Only one nav-product-selector should be initialized';

/**
 * The site header (spec §2 Header, §5, §8): exactly one per page; a second logs and stays inert
 * (the page's own links, untouched). States on part=base: ready, inert.
 */
export function SiteHeader(props: Props) {
  const { host } = useElementContext();
  const owns = useSingleInstance('site-header', HEADER_DUPLICATE);
  useLayoutEffect(() => {
    host?.toggleAttribute('data-mf-inert', !owns);
  }, [host, owns]);
  if (!owns)
    return (
      <div part="base" data-state="inert" className="inert">
        <slot name="logo" />
        <slot />
      </div>
    );
  return <ActiveHeader {...props} />;
}

const read = (host: HTMLElement) =>
  readReporting(host, (skip) =>
    readHeader(host, skip, () => console.error(PRODUCT_MENU_DUPLICATE)),
  );

function ActiveHeader(props: Props) {
  const { host } = useElementContext();
  const model = useLightDom(host, read, EMPTY_HEADER);
  const breakpoint = useBreakpoint();
  const desktop = breakpoint === 'desktop' || breakpoint === 'desktop-xl';
  // A breakpoint change starts the layout afresh: whatever was open closes (a mobile panel has
  // no place on desktop, nor a hover-opened panel on mobile).
  return (
    <HeaderLayout key={desktop ? 'desktop' : 'mobile'} {...props} model={model} desktop={desktop} />
  );
}

function HeaderLayout(props: Props & { model: HeaderModel; desktop: boolean }) {
  const { labels, model, desktop } = props;
  const { host } = useElementContext();
  const emit = useEmit<typeof siteHeaderApi>();
  const menus = useMenus(desktop);
  const [mobileOpen, setMobileOpen] = useState(false);
  const auxRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const stuck = useStuck(host, auxRef, desktop);
  usePublishedHeight(host, auxRef, desktop);
  const { close } = menus;

  // A press outside the header closes its menus; so does Escape pressed outside it (a menu opened
  // by hover while focus is elsewhere on the page). Escape inside is onKeyDown's.
  const anyOpen = menus.open !== null || mobileOpen;
  useEffect(() => {
    if (!anyOpen || !host) return;
    const onOutside = (event: Event) => {
      if (event.composedPath().includes(host)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      close();
      setMobileOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('keydown', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('keydown', onOutside);
    };
  }, [anyOpen, host, close]);

  // The open mobile menu is modal: the page behind does not scroll (docs/laws/dialogs.md).
  usePageScrollLock(mobileOpen);

  // Escape closes the open sub-menu (focus back on its button), else the mobile menu.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (menus.open !== null) {
      const button = navRef.current?.querySelector<HTMLElement>(`[data-menu="${menus.open}"]`);
      close();
      button?.focus();
      event.stopPropagation();
    } else if (mobileOpen) {
      setMobileOpen(false);
      menuButtonRef.current?.focus();
      event.stopPropagation();
    }
  };
  // Focus leaving the navigation closes its open sub-menu (disclosure navigation pattern).
  const onBlur = useCallback(
    (event: React.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && navRef.current?.contains(next)) return;
      close();
    },
    [close],
  );

  const showMarket = () => emit('mf-show-market-selector', { source: 'header' });
  const market = (
    <MarketButton
      market={props.market}
      language={props.language}
      template={labels.market}
      action={labels.changeMarket}
      onShow={showMarket}
      className="market"
    />
  );
  const hint = (
    <DealerHint
      locatorHref={props.locatorHref}
      labels={{
        findDealer: labels.findDealer,
        yourDealer: labels.yourDealer,
        callDealer: labels.callDealer,
      }}
    />
  );
  const utility =
    model.utility.length > 0 ? (
      <nav aria-label={labels.utilityNav} className="utility-nav">
        <UtilityList items={model.utility} />
      </nav>
    ) : null;
  const nav = (
    <nav
      ref={navRef}
      aria-label={labels.mainNav}
      className="main-nav"
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <MainNav
        items={model.main}
        products={model.products}
        menus={menus}
        subMenuLabel={labels.subMenu}
      />
    </nav>
  );

  return (
    <div
      part="base"
      data-state="ready"
      data-stuck={stuck || undefined}
      className={desktop ? 'header header--desktop' : 'header header--mobile'}
      onKeyDown={desktop ? undefined : onKeyDown}
    >
      {desktop ? (
        <div ref={auxRef} className="aux" part="aux">
          {utility}
          <div className="aux__end">
            {hint}
            {market}
          </div>
        </div>
      ) : null}
      <div className="bar" part="bar">
        <div className="logo">
          <slot name="logo" />
        </div>
        {desktop ? nav : null}
        <a className="search" part="search" href="#search">
          <span className="search__icon" aria-hidden="true" />
          <span className="search__text">{labels.search}</span>
        </a>
        {desktop ? null : (
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-button"
            part="menu-button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span className="burger" aria-hidden="true" />
            {labels.menu}
          </button>
        )}
      </div>
      {desktop ? null : (
        <div id="mobile-menu" className="mobile-menu" part="mobile-menu" hidden={!mobileOpen}>
          {nav}
          {utility}
          <div className="mobile-menu__end">
            {hint}
            {market}
          </div>
        </div>
      )}
    </div>
  );
}
