import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { useLightDom } from '@mf/core/element/light-dom';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { Disclosure, useAccordion } from '@mf/ui/disclosure';
import type { productFeaturesApi } from './product-features.api';
import { NO_FEATURES, readFeatures, type Feature } from './internal/features';

type Props = PropsOf<typeof productFeaturesApi>;

/** APG: more than six region landmarks make the landmark list useless; above it, none. */
const MAX_REGIONS = 6;

/**
 * A feature's picture, heading (a card's only: an accordion's heading holds its button), text
 * and link: the card, or an accordion section's region. The heading keeps the level the CMS
 * gave it (the page's outline stays as written).
 */
function FeatureBody({ feature, heading }: { feature: Feature; heading?: boolean }) {
  const { image, link } = feature;
  const Heading = `h${feature.level}` as const;
  return (
    <>
      {image ? (
        <img part="image" className="image" src={image.src} alt={image.alt} loading="lazy" />
      ) : null}
      {heading ? (
        <Heading part="heading" className="heading">
          {feature.heading}
        </Heading>
      ) : null}
      {feature.text.map(({ kind: Block, items }, index) =>
        Block === 'p' ? (
          <p key={index} part="text">
            {items[0]}
          </p>
        ) : (
          <Block key={index} part="text">
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </Block>
        ),
      )}
      {link ? (
        <a part="link" className="link" href={link.href}>
          {link.text}
        </a>
      ) : null}
    </>
  );
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

  const mode =
    props.layout === 'accordion' || (props.layout === 'auto' && breakpoint === 'mobile')
      ? 'accordion'
      : 'grid';
  const label = props.label.trim() || props.labels.features;
  return (
    <div part="base" data-state={features.length ? mode : 'empty'}>
      {features.length ? (
        <ul part="list" className={`list ${mode}`} aria-label={label}>
          {features.map((feature, index) => (
            <li key={index} part="item list-item" className={mode === 'grid' ? 'card' : 'section'}>
              {mode === 'grid' ? (
                <FeatureBody feature={feature} heading />
              ) : (
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
                  <div className="body">
                    <FeatureBody feature={feature} />
                  </div>
                </Disclosure>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
