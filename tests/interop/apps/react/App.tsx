/**
 * React 19: attributes by their names (React sets the property when the element has one of that
 * exact name, the attribute otherwise: so `radius`, `regions`, `labels`, `model`, `src` become
 * properties once the element is defined, kebab-case names stay attributes). Events as
 * `on<event-name>`: React 19 adds a listener for any `on…` prop of a custom element whose name
 * follows `on` as written (`onmf-change` listens to `mf-change`; `onMfChange` would listen to
 * `MfChange`, an event nobody fires).
 */
import { useSyncExternalStore } from 'react';
import {
  expose,
  initialState,
  patched,
  range,
  record,
  type InteropState,
} from '../shared/scenario';

let state: InteropState = initialState();
const listeners = new Set<() => void>();
expose('react', (patch) => {
  state = patched(state, patch);
  listeners.forEach((listener) => listener());
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function App() {
  const s = useSyncExternalStore(subscribe, () => state);
  if (!s.mounted) return null;
  return range(s.instances).map((i) => {
    const on = (tag: string) => (event: Event) => record('react', tag, i, event);
    return (
      <section key={i} className="instance" data-instance={i}>
        <mf-dealer-locator
          search-endpoint={s.dealer.searchEndpoint}
          detail-endpoint={s.dealer.detailEndpoint}
          token-path={s.dealer.tokenPath}
          api-key={s.dealer.apiKey}
          brand={s.dealer.brand}
          radius={s.dealer.radius}
          per-page={s.dealer.perPage}
          no-consent-manager={s.dealer.noConsentManager}
          require-location={s.dealer.requireLocation}
          regions={s.dealer.regions}
          labels={s.dealer.labels}
          onmf-dealer-select={on('mf-dealer-locator')}
          onmf-preferred-dealer-change={on('mf-dealer-locator')}
          onmf-error={on('mf-dealer-locator')}
        />
        <mf-events-overview
          site={s.events.site}
          time-zone={s.events.timeZone}
          per-page={s.events.perPage}
          regions={s.events.regions}
          labels={s.events.labels}
          onmf-change={on('mf-events-overview')}
          onmf-error={on('mf-events-overview')}
        />
        <mf-news-archive
          site={s.news.site}
          lang-path={s.news.langPath}
          heading-level={s.news.headingLevel}
          categories={s.news.categories}
          labels={s.news.labels}
          onmf-change={on('mf-news-archive')}
          onmf-error={on('mf-news-archive')}
        />
        <mf-form-modal
          consent-domain={s.modal.consentDomain}
          corporate-name={s.modal.corporateName}
          form-host={s.modal.formHost}
          site={s.modal.site}
          close-on-backdrop={s.modal.closeOnBackdrop}
          min-height={s.modal.minHeight}
          model={s.modal.model}
          onmf-open={on('mf-form-modal')}
          onmf-close={on('mf-form-modal')}
          onmf-form-action={on('mf-form-modal')}
          onmf-error={on('mf-form-modal')}
        />
        <mf-lead-form
          src={s.lead.src}
          consent-domain={s.lead.consentDomain}
          corporate-name={s.lead.corporateName}
          form-host={s.lead.formHost}
          request-type={s.lead.requestType}
          min-height={s.lead.minHeight}
          labels={s.lead.labels}
          onmf-form-action={on('mf-lead-form')}
          onmf-error={on('mf-lead-form')}
        />
      </section>
    );
  });
}
