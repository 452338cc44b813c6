import { useLayoutEffect } from 'react';
import { type PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { removeMarketCookie } from '@mf/core/browser/market';
import { Disclosure, useAccordion } from '@mf/ui/disclosure';
import type { siteFooterApi } from './site-footer.api';
import { readReporting, type NavItem } from '../shared/nav-model';
import { useLightDom } from '@mf/core/element/light-dom';
import { useSingleInstance } from '../shared/single-instance';
import { MarketButton } from '../shared/market-button';
import { EMPTY_FOOTER, readFooter } from './internal/read-footer';

type Props = PropsOf<typeof siteFooterApi>;

export const FOOTER_DUPLICATE = 'Only one footer should be initialized';

/**
 * The site footer (spec §2 Footer, §5, §8): exactly one per page; a second logs and stays inert.
 * States on part=base: ready, inert.
 */
export function SiteFooter(props: Props) {
  const { host } = useElementContext();
  const owns = useSingleInstance('site-footer', FOOTER_DUPLICATE);
  useLayoutEffect(() => {
    host?.toggleAttribute('data-mf-inert', !owns);
  }, [host, owns]);
  if (!owns)
    return (
      <div part="base" data-state="inert" className="inert">
        <slot />
      </div>
    );
  return <ActiveFooter {...props} />;
}

const read = (host: HTMLElement) => readReporting(host, (skip) => readFooter(host, skip));

function Links({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <ul part="list" className={className}>
      {items.map((item, index) => (
        <li key={index} part="item list-item">
          <a
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
            lang={item.lang || undefined}
          >
            {item.label}
          </a>
          {item.children.length > 0 ? <Links items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function ActiveFooter(props: Props) {
  const { labels } = props;
  const { host } = useElementContext();
  const emit = useEmit<typeof siteFooterApi>();
  const model = useLightDom(host, read, EMPTY_FOOTER);
  const breakpoint = useBreakpoint();
  const mobile = breakpoint === 'mobile';
  const accordion = useAccordion();
  const home = model.globalHome;

  return (
    <div part="base" data-state="ready" className="footer">
      {model.columns.length > 0 ? (
        <nav part="columns" className="columns" aria-label={model.columnsLabel || labels.footerNav}>
          {model.columns.map((column, index) =>
            mobile ? (
              <Disclosure
                key={index}
                id={`column-${index}`}
                summary={column.title}
                headingLevel={2}
                landmark={false}
                part="column"
                {...accordion.itemProps(`column-${index}`)}
              >
                <Links items={column.links} />
              </Disclosure>
            ) : (
              <section key={index} part="column" className="column">
                <h2 part="heading">{column.title}</h2>
                <Links items={column.links} />
              </section>
            ),
          )}
        </nav>
      ) : null}
      <div part="bottom" className="bottom">
        {model.social.length > 0 ? (
          <nav aria-label={labels.social} className="social">
            <Links items={model.social} />
          </nav>
        ) : null}
        <MarketButton
          market={props.market}
          language={props.language}
          template={labels.market}
          action={labels.changeMarket}
          onShow={() => emit('mf-show-market-selector', { source: 'footer' })}
          className="market"
        />
        {home ? (
          <a
            part="global-home"
            className="global-home"
            href={home.href}
            lang={home.lang || undefined}
            // Spec §2 Footer: the global English home forgets the stored market (before leaving;
            // a middle click opens it in a new tab and counts too).
            onClick={removeMarketCookie}
            onAuxClick={removeMarketCookie}
          >
            {home.label}
          </a>
        ) : null}
        {model.legal.length > 0 ? (
          <nav aria-label={labels.legal} className="legal">
            <Links items={model.legal} />
          </nav>
        ) : null}
        {model.copyright ? <p className="copyright">{model.copyright}</p> : null}
      </div>
    </div>
  );
}
