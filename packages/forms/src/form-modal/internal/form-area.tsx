/**
 * The form area of the modal (site-components spec §2): the chosen model's image and texts,
 * the embedded lead form, and the brochure download links once the form reports a brochure
 * submission (`{"form_action":"on_submit","type":"brochure"}`).
 */
import { useEffect, useRef } from 'react';
import { LeadFrame, type LeadFrameLabels } from '../../shared/lead-frame';
import type { FormAction } from '../../shared/frame-messages';
import { BrochureLinks } from './brochure-links';
import type { ModelTypeData, ProductModel, TypeData } from './model';

interface Props {
  model: ProductModel;
  data: ModelTypeData;
  typeData: TypeData | undefined;
  /** The full frame address, or null when the type has no usable iframe_src. */
  url: string | null;
  brochureReady: boolean;
  minHeight: number;
  consentDomain: string;
  corporateName: string;
  formHost: string;
  labels: LeadFrameLabels & {
    frameTitle: string;
    back: string;
    unavailable: string;
    brochureReady: string;
    newTab: string;
  };
  onBack: () => void;
  onFormAction: (action: FormAction) => void;
}

export function FormArea({
  model,
  data,
  typeData,
  url,
  brochureReady,
  minHeight,
  consentDomain,
  corporateName,
  formHost,
  labels,
  onBack,
  onFormAction,
}: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the view change: the form's title, so screen readers hear which model it is.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="mf-form-modal__form" part="form" aria-labelledby="form-title">
      <button type="button" part="button" className="mf-form-modal__back" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {labels.back}
      </button>
      <div className="mf-form-modal__summary">
        {model.image ? (
          <img className="mf-form-modal__image" src={model.image} alt={model.imageAlt} />
        ) : null}
        <div>
          <h3 id="form-title" ref={titleRef} tabIndex={-1} className="mf-form-modal__form-title">
            {data.title}
          </h3>
          {data.subtitle ? <p className="mf-form-modal__model-subtitle">{data.subtitle}</p> : null}
        </div>
      </div>
      {brochureReady && data.links.length > 0 ? (
        <div className="mf-form-modal__brochure">
          <p>{labels.brochureReady}</p>
          <BrochureLinks links={data.links} newTab={labels.newTab} />
        </div>
      ) : null}
      {typeData?.form_cta_label ? (
        <p className="mf-form-modal__form-lead">{typeData.form_cta_label}</p>
      ) : null}
      {url ? (
        <LeadFrame
          url={url}
          title={`${labels.frameTitle}: ${data.title}`}
          minHeight={minHeight}
          consentDomain={consentDomain}
          corporateName={corporateName}
          formHost={formHost}
          labels={labels}
          onFormAction={onFormAction}
        />
      ) : (
        <p className="mf-form-modal__unavailable">{labels.unavailable}</p>
      )}
    </section>
  );
}
