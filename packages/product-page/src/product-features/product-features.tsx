import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { releaseRendered } from '@mf/core/element/pending';
import { useLightDom } from '@mf/core/element/light-dom';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { Disclosure, useAccordion } from '@mf/ui/disclosure';
import { useLayoutEffect } from 'react';
import type { productFeaturesApi } from './product-features.api';
import { NO_FEATURES, readFeatures, type Feature, type HeadingLevel } from './internal/features';

type Props = PropsOf<typeof productFeaturesApi>;

/** APG: more than six region landmarks make the landmark list useless; above it, none. */
const MAX_REGIONS = 6;

/** A feature's picture, text and link: the card's body, or an accordion section's region. */
function FeatureBody({ feature }: { feature: Feature }) {
  return (
    <>
      {feature.text.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index} part="text">
            {block.text}
          </p>
        ) : (
          <block.kind key={index} part="text">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </block.kind>
        ),
      )}
      {feature.link ? (
        <a part="link" className="link" href={feature.link.href}>
          {feature.link.text}
        </a>
      ) : null}
    </>
  );
}

/** A card's heading at the level the CMS gave it (the page's outline stays as written). */
function Heading({ level, children }: { level: HeadingLevel; children: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag part="heading" className="card__heading">
      {children}
    </Tag>
  );
}

function Picture({ feature }: { feature: Feature }) {
  const image = feature.image;
  return image ? (
    <img part="image" className="image" src={image.src} alt={image.alt} loading="lazy" />
  ) : null;
}

/**
 * A machine's key features (spec §2 "Other components: features", which names the component
 * only; README "Interpretations"): the page's own HTML read into features (internal/features),
 * shown as cards in a grid, or as a WAI-ARIA accordion (@mf/ui/disclosure) on phones, where six
 * cards would be a long scroll: the headings are the overview, a press opens one.
 */
export function ProductFeatures(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof productFeaturesApi>();
  const features = useLightDom(host, readFeatures, NO_FEATURES);
  const breakpoint = useBreakpoint();
  const accordion = useAccordion();
  useLayoutEffect(() => releaseRendered(host), [host]);

  const mode =
    props.layout === 'accordion' || (props.layout === 'auto' && breakpoint === 'mobile')
      ? 'accordion'
      : 'grid';
  const label = props.label.trim() || props.labels.features;
  if (!features.length) return <div part="base" className="features" data-state="empty" />;

  return (
    <div part="base" className="features" data-state={mode}>
      <ul part="list" className={`list list--${mode}`} aria-label={label}>
        {features.map((feature, index) =>
          mode === 'grid' ? (
            <li key={index} part="item list-item" className="card">
              <Picture feature={feature} />
              <Heading level={feature.level}>{feature.heading}</Heading>
              <FeatureBody feature={feature} />
            </li>
          ) : (
            <li key={index} part="item list-item" className="section">
              <Disclosure
                id={`feature-${index}`}
                summary={feature.heading}
                headingLevel={feature.level}
                landmark={features.length <= MAX_REGIONS}
                open={accordion.isOpen(String(index))}
                onOpenChange={(open) => {
                  accordion.setOpen(String(index), open);
                  emit('mf-feature-toggle', { index, heading: feature.heading, open });
                }}
              >
                <div className="section__body">
                  <Picture feature={feature} />
                  <FeatureBody feature={feature} />
                </div>
              </Disclosure>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
