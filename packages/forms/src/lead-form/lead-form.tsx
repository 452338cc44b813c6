import { useEffect, useState } from 'react';
import { useEmit, useLocale } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { readPreferredDealer } from '@mf/core/browser/preferred-dealer';
import { safeHttpUrl } from '@mf/core/parse/parse';
import { LeadFrame } from '../shared/lead-frame';
import { useFrameUrl } from '../shared/use-frame-url';
import { resolveUtm } from '../shared/utm';
import type { leadFormApi } from './lead-form.api';

/** <mf-lead-form>: an embedded lead form inline on a page (site-components spec §2 Embedded forms). */
export function LeadForm(props: PropsOf<typeof leadFormApi>) {
  const emit = useEmit<typeof leadFormApi>();
  const locale = useLocale();
  // Read once per element: UTM values (remembered in the _sf-utm cookie) and the preferred dealer.
  const [utm] = useState(() => resolveUtm());
  const [dealerCode] = useState(() => readPreferredDealer()?.dealer_code ?? '');
  const url = useFrameUrl(props.src || null, {
    ssurl: safeHttpUrl(props.ssurl) ?? '',
    Locale: props.locale || locale,
    DealerCode: dealerCode,
    RequestType: props.requestType,
    ProductTag: props.productTag,
    gpi: props.gpi,
    offer_title: props.offerTitle,
    PrimaryContentTags: props.primaryContentTags,
    ContentTags: props.contentTags,
    Site: props.site,
    event_name: props.eventName,
    ...utm,
  });
  const state = !props.src ? 'unconfigured' : url ? 'ready' : 'error';

  useEffect(() => {
    if (state === 'error')
      console.error(`mf-lead-form: "src" must be an http(s) address: "${props.src}"`);
  }, [state, props.src]);
  useEffect(() => {
    if (props.ssurl && !safeHttpUrl(props.ssurl))
      console.error(`mf-lead-form: "ssurl" must be an http(s) address; ignored`);
  }, [props.ssurl]);

  return (
    <div part="base" className="mf-lead-form" data-state={state}>
      {url ? (
        <LeadFrame
          url={url}
          title={props.labels.frameTitle}
          minHeight={Math.max(0, props.minHeight)}
          consentDomain={props.consentDomain}
          corporateName={props.corporateName}
          formHost={props.formHost}
          contactUrl={props.contactUrl}
          labels={props.labels}
          onFormAction={(action) => emit('mf-form-action', action)}
        />
      ) : state === 'error' ? (
        <p className="mf-lead-form__unavailable">{props.labels.unavailable}</p>
      ) : null}
    </div>
  );
}
