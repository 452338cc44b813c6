/**
 * <mf-form-modal> (site-components spec §2 Form modal, §4 states closed / accordion / form).
 *
 * The address hash is the only switch: #modal-<type> opens it (so any plain page link to that
 * hash works with no page script), closing clears the hash. A link whose click a page script
 * cancels, and the element's open(type) / close() methods, go through the hash too
 * (internal/commands.ts). With several modals on a page, one
 * hash opens one of them (internal/hash-owner.ts). Everything inside the dialog is
 * unmounted when it closes, which resets the form area and blanks the embedded form.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pageRequest } from '@mf/core/element/page-request';
import { useElementContext, useEmit, useLocale } from '@mf/core/element/element-context';
import { useHash } from '@mf/core/browser/hash';
import { type PropsOf } from '@mf/core/element/define-api';
import { readPreferredDealer } from '@mf/core/browser/preferred-dealer';
import { safeHttpUrl } from '@mf/core/parse/parse';
import { deepActiveElement, Dialog } from '@mf/ui/dialog';
import { LiveRegion } from '@mf/ui/live-region';
import { isBrochureSubmit } from '../shared/frame-messages';
import { useFrameUrl } from '../shared/use-frame-url';
import { resolveUtm } from '../shared/utm';
import type { formModalApi } from './form-modal.api';
import { FormArea } from './internal/form-area';
import { registerCloser, watchCancelledLinks } from './internal/commands';
import { useHashOwnership } from './internal/hash-owner';
import {
  EMPTY_MODEL,
  formTypeOfHash,
  rangesFor,
  type FormModalModel,
  type FormType,
  type ProductModel,
} from './internal/model';
import { ProductAccordion } from './internal/product-accordion';
import { useModel } from './internal/use-model';

type Props = PropsOf<typeof formModalApi>;

/**
 * The page's request for one offer (fired by <mf-offers-grid>; detail `{ title }`), heard from the
 * bundle's evaluation on (core/element/page-request).
 */
const offerRequests = pageRequest('mf-offer-request');

export function FormModal(props: Props) {
  const emit = useEmit<typeof formModalApi>();
  const [hash, setHash] = useHash();
  const model = useModel(props.model);
  const { host } = useElementContext();
  // One hash opens one modal, however many a page carries (internal/hash-owner).
  const hashType = formTypeOfHash(hash);
  const owns = useHashOwnership(hashType, model, host);
  const formType = owns ? hashType : null;

  // mf-open once per opening (or change of type). Not an effect dependency: `emit` is a new
  // function whenever the element's locale changes, and that is no new opening.
  const emitOpen = useEffectEvent((type: FormType) => emit('mf-open', { formType: type }));
  useEffect(() => {
    if (formType) emitOpen(formType);
  }, [formType]);

  // spec §3 validation: say which field is missing for the type being opened (again only when the
  // type or the model changes, e.g. a data-model script that arrived late).
  useEffect(() => {
    if (!formType) return;
    if (model === EMPTY_MODEL)
      console.error(
        'mf-form-modal: no data model (model attribute or script[type=application/json] child)',
      );
    else if (!model.types[formType]) console.error(`mf-form-modal: model.${formType} is missing`);
  }, [formType, model]);

  useEffect(() => {
    if (props.ssurl && !safeHttpUrl(props.ssurl))
      console.error('mf-form-modal: "ssurl" must be an http(s) address; ignored');
  }, [props.ssurl]);

  // The view for data-state. Every opening (and change of type) starts on the accordion: reset
  // while rendering, so the first commit of a reopened modal does not show the last 'form'.
  const [view, setView] = useState<'accordion' | 'form'>('accordion');
  const [viewType, setViewType] = useState(formType);
  if (viewType !== formType) {
    setViewType(formType);
    setView('accordion');
  }
  // An offer asked for on the page (<mf-offers-grid>'s call to action fires mf-offer-request
  // just before its #modal-offer link opens this modal): its title is the offer_title of the
  // offer form, instead of the chosen model's offer title. Kept until the modal closes.
  const [requestedOffer, setRequestedOffer] = useState('');
  // A layout effect: heard from the moment the element is drawn, as the market selector's show.
  useLayoutEffect(
    () =>
      offerRequests.listen((event) => {
        const title: unknown = (event as CustomEvent<{ title?: unknown } | null>).detail?.title;
        if (typeof title === 'string') setRequestedOffer(title.trim());
      }),
    [],
  );

  const close = () => {
    if (formType) emit('mf-close', { formType });
    setRequestedOffer('');
    setHash('');
  };

  // A link to #modal-<type> whose click a page script cancelled still opens (internal/commands).
  // Watched from the first commit, not a passive effect later: a click right after the element
  // renders (a busy page) is seen.
  useLayoutEffect(() => watchCancelledLinks(), []);
  // element.close() (form-modal.element.ts) closes as the close button does, when this one is open.
  const closeIfOpen = useEffectEvent(() => {
    if (formType) close();
  });
  useEffect(() => (host ? registerCloser(host, () => closeIfOpen()) : undefined), [host]);

  return (
    <div part="base" className="mf-form-modal" data-state={formType ? view : 'closed'}>
      <Dialog
        open={formType !== null}
        onClose={close}
        labelledBy="modal-heading"
        closeOnBackdrop={props.closeOnBackdrop}
      >
        {formType ? (
          <ModalContent
            key={formType}
            {...props}
            model={model}
            type={formType}
            requestedOffer={requestedOffer}
            onClose={close}
            onView={setView}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

interface ContentProps extends Props {
  model: FormModalModel;
  type: FormType;
  /** The title of an offer the page asked for (mf-offer-request), else ''. */
  requestedOffer: string;
  onClose: () => void;
  /** Reports the view for `data-state` on base (spec §4: accordion showing, form showing). */
  onView: (view: 'accordion' | 'form') => void;
}

function ModalContent(props: ContentProps) {
  const { model, type, labels } = props;
  const emit = useEmit<typeof formModalApi>();
  const locale = useLocale();
  const typeData = model.types[type];
  const ranges = useMemo(() => rangesFor(model, type), [model, type]);
  const [chosen, setChosen] = useState<ProductModel | null>(null);
  const [brochureReady, setBrochureReady] = useState(false);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [utm] = useState(() => resolveUtm());
  const [dealerCode] = useState(() => readPreferredDealer()?.dealer_code ?? '');
  const content = useRef<HTMLDivElement>(null);
  const data = chosen?.types[type];

  // A new type while open (#modal-brochure -> #modal-demo, e.g. the browser's back button)
  // replaces this content and with it the focused element: bring focus back into the dialog,
  // where Escape and the Tab trap work. (On a first opening the dialog moves focus in itself.)
  useEffect(() => {
    const panel = content.current?.closest('[role="dialog"]');
    const active = deepActiveElement();
    if (panel && !(active && panel.contains(active)))
      content.current?.querySelector<HTMLElement>('.mf-form-modal__close')?.focus();
  }, []);

  const { onView } = props;
  useEffect(() => onView(chosen ? 'form' : 'accordion'), [chosen, onView]);

  // Back from the form: focus returns to the call to action that opened it.
  useEffect(() => {
    if (!returnTo) return;
    content.current?.querySelector<HTMLElement>(`[data-model-cta="${returnTo}"]`)?.focus();
  }, [returnTo]);

  const url = useFrameUrl(chosen && data && typeData?.iframe_src ? typeData.iframe_src : null, {
    ssurl: safeHttpUrl(props.ssurl) ?? '',
    Locale: props.locale || locale,
    DealerCode: dealerCode,
    RequestType: type,
    ProductTag: chosen?.productTagId,
    gpi: props.gpi,
    offer_title: type === 'offer' ? props.requestedOffer || data?.title : '',
    PrimaryContentTags: props.primaryContentTags,
    ContentTags: props.contentTags,
    Site: props.site,
    event_name: props.eventName,
    ...utm,
  });

  return (
    <div ref={content} className="mf-form-modal__content" data-view={chosen ? 'form' : 'accordion'}>
      <div className="mf-form-modal__head mf-dialog__head">
        <button type="button" className="mf-form-modal__close" onClick={props.onClose}>
          <span aria-hidden="true">×</span>
          <span className="mf-visually-hidden">{labels.close}</span>
        </button>
        <h2 id="modal-heading" part="heading" className="mf-form-modal__heading">
          {typeData?.heading || labels.headingFallback}
        </h2>
      </div>
      {typeData?.subheading ? (
        <p className="mf-form-modal__subheading">{typeData.subheading}</p>
      ) : null}
      <div part="accordion" className="mf-form-modal__accordion" hidden={chosen !== null}>
        <ProductAccordion
          // A model that arrives late starts the accordion afresh: first range open.
          key={ranges.map((range) => range.id).join(' ')}
          ranges={ranges}
          type={type}
          ctaLabel={typeData?.cta_label || labels.ctaFallback}
          noProducts={labels.noProducts}
          newTab={labels.newTab}
          onChoose={(next) => {
            setReturnTo(null);
            setBrochureReady(false);
            setChosen(next);
          }}
        />
      </div>
      {chosen && data ? (
        <FormArea
          model={chosen}
          data={data}
          typeData={typeData}
          url={url}
          brochureReady={brochureReady}
          minHeight={Math.max(0, props.minHeight)}
          consentDomain={props.consentDomain}
          corporateName={props.corporateName}
          formHost={props.formHost}
          contactUrl={props.contactUrl}
          labels={labels}
          onBack={() => {
            setReturnTo(chosen.id);
            setChosen(null);
          }}
          onFormAction={(action) => {
            emit('mf-form-action', { ...action, productTag: chosen.productTagId });
            if (isBrochureSubmit(action)) setBrochureReady(true);
          }}
        />
      ) : null}
      <LiveRegion message={brochureReady && data?.links.length ? labels.brochureReady : ''} />
    </div>
  );
}
