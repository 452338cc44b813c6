/**
 * The product accordion of the form modal (site-components spec §2): one section per range,
 * its models with brochure image, title and subtitle, and a call to action that opens the form.
 * WAI-ARIA accordion (ui/disclosure), one range open at a time.
 */
import { Disclosure, useAccordion } from '@mf/ui/disclosure';
import type { FormType, ProductModel, ProductRange } from './model';
import { BrochureLinks } from './brochure-links';

interface Props {
  ranges: ProductRange[];
  type: FormType;
  ctaLabel: string;
  noProducts: string;
  newTab: string;
  onChoose: (model: ProductModel) => void;
}

export function ProductAccordion({ ranges, type, ctaLabel, noProducts, newTab, onChoose }: Props) {
  // The first range starts open, so the products are one Tab away.
  const accordion = useAccordion({ single: true, initiallyOpen: ranges[0] ? [ranges[0].id] : [] });
  if (ranges.length === 0) return <p className="mf-form-modal__empty">{noProducts}</p>;
  return (
    <div className="mf-form-modal__ranges">
      {ranges.map((range) => (
        <Disclosure
          key={range.id}
          id={`range-${range.id}`}
          headingLevel={3}
          landmark={ranges.length <= 6}
          summary={
            <>
              <span className="mf-form-modal__range-title">{range.title}</span>
              {range.subtitle ? (
                <span className="mf-form-modal__range-subtitle">{range.subtitle}</span>
              ) : null}
            </>
          }
          {...accordion.itemProps(range.id)}
        >
          <ul className="mf-form-modal__models">
            {range.models.map((model) => {
              const data = model.types[type]!;
              return (
                <li key={model.id} className="mf-form-modal__model">
                  {model.image ? (
                    <img className="mf-form-modal__image" src={model.image} alt={model.imageAlt} />
                  ) : null}
                  <div className="mf-form-modal__model-text">
                    <p className="mf-form-modal__model-title" id={`title-${model.id}`}>
                      {data.title}
                    </p>
                    {data.subtitle ? (
                      <p className="mf-form-modal__model-subtitle">{data.subtitle}</p>
                    ) : null}
                    {data.showFormCta ? (
                      <button
                        type="button"
                        className="mf-form-modal__cta"
                        part="button"
                        data-model-cta={model.id}
                        // The visible label plus the model: many buttons share the label (WCAG 2.4.6).
                        aria-label={`${ctaLabel} ${data.title}`}
                        onClick={() => onChoose(model)}
                      >
                        {ctaLabel}
                      </button>
                    ) : (
                      <BrochureLinks links={data.links} newTab={newTab} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </Disclosure>
      ))}
    </div>
  );
}
