import { useElementContext } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { safeHttpUrl } from '@mf/core/parse/parse';
import type { CSSProperties } from 'react';
import type { relatedProductsApi } from './related-products.api';

type Props = PropsOf<typeof relatedProductsApi>;

/** The CSS value of a checked address: `url("…")`, quotes and backslashes escaped. */
export function cssUrl(href: string): string {
  return `url("${href.replace(/["\\\n]/g, (c) => `\\${c === '\n' ? 'a ' : c}`)}")`;
}

/**
 * The related-products section (spec §9 "The related-products background image applies at a
 * width of 1330 px or more"): the page's content, slotted, in a section whose background image
 * is set only by a min-width: 1330px rule (related-products.css), so narrower viewports never
 * download it. The padding is the same at every width: the image coming or going moves nothing.
 */
export function RelatedProducts(props: Props) {
  const { host } = useElementContext();
  // Another scheme was refused, and reported, when the attribute was set (its api file's
  // validator): resolved here against the page.
  const given = props.background.trim();
  const href = given ? safeHttpUrl(given, host?.baseURI) : null;

  return (
    <section
      part="base"
      className="related"
      aria-label={props.label.trim() || props.labels.section}
      data-background={String(!!href)}
      style={href ? ({ '--_background': cssUrl(href) } as CSSProperties) : undefined}
    >
      <slot />
    </section>
  );
}
