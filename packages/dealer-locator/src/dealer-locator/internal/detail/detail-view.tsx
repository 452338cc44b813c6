import type { ReactNode, Ref } from 'react';
import { Disclosure, useAccordion } from '@mf/ui/disclosure';
import { Spinner } from '@mf/ui/spinner';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer } from '../data/types';
import { ContactList } from './contact-list';
import { OpeningTimes } from './opening-times';
import { PreferredDealerButton } from '../preferred-dealer/preferred-dealer-button';
import { SEARCH_HASH, detailHash } from '../navigation/routes';
import { PopupChoiceSlot } from '../popup/use-popup';

export interface DetailViewProps {
  dealer: Dealer | null;
  /** Draws the small map of the shown dealer (internal/map). */
  map?: (dealer: Dealer) => ReactNode;
  /** Other dealerships of the detail answer (spec §7). */
  related: readonly Dealer[];
  /** The dealer's designated locations: the optional available-services section. */
  services: readonly Dealer[];
  loading: boolean;
  failed: boolean;
  labels: DealerLocatorLabels;
  preferredCode: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  offeringLabel: (value: string) => string;
  onTogglePreferred: (dealer: Dealer) => void;
}

/**
 * The dealer detail screen (spec §2): heading, website, we-offer list, directions, a small-map
 * slot and collapsible sections. The dealer is shown at once when already known; the loading
 * indicator stays until related dealers are loaded (spec §4).
 */
export function DetailView({ headingRef, ...props }: DetailViewProps) {
  const { dealer, labels, loading, failed } = props;
  return (
    <section className="dl-detail" part="detail" aria-labelledby="dl-detail-heading">
      <p className="dl-detail__back">
        <a href={`#${SEARCH_HASH}`}>
          <span aria-hidden="true">‹</span>
          {labels.backToResults}
        </a>
      </p>
      <h3 id="dl-detail-heading" ref={headingRef} tabIndex={-1} className="dl-detail__heading">
        {dealer ? dealer.name : loading ? labels.loadingDealer : labels.dealerNotFound}
      </h3>
      {dealer ? <DealerDetail key={dealer.id} {...props} dealer={dealer} /> : null}
      {!dealer && failed ? (
        <p className="dl-message dl-message--error">{labels.detailError}</p>
      ) : null}
      {loading ? <Spinner label={labels.loadingDealer} /> : null}
    </section>
  );
}

/** Keyed by dealer: a new dealer remounts it, so every section starts collapsed (spec §4). */
function DealerDetail({
  dealer,
  related,
  services,
  labels,
  preferredCode,
  offeringLabel,
  onTogglePreferred,
  map,
}: Omit<DetailViewProps, 'headingRef'> & { dealer: Dealer }) {
  const accordion = useAccordion();
  const section = (id: string) => ({ id: `dl-detail-${id}`, ...accordion.itemProps(id) });
  return (
    <>
      <div className="dl-detail__summary">
        {dealer.website ? (
          <p>
            <a href={dealer.website} target="_blank" rel="noopener noreferrer">
              {labels.website}
            </a>
          </p>
        ) : null}
        {dealer.product_offerings.length > 0 ? (
          <div className="dl-detail__offers">
            <h4 id="dl-detail-offers">{labels.weOffer}</h4>
            <ul aria-labelledby="dl-detail-offers">
              {dealer.product_offerings.map((offering) => (
                <li key={offering}>{offeringLabel(offering)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {dealer.directions_link ? (
          <p>
            <a href={dealer.directions_link} target="_blank" rel="noopener noreferrer">
              {labels.directions}
            </a>
          </p>
        ) : null}
        <PreferredDealerButton
          dealer={dealer}
          selected={preferredCode === dealer.dealer_code}
          labels={labels}
          onToggle={onTogglePreferred}
        />
        <PopupChoiceSlot dealer={dealer} labels={labels} />
      </div>
      {/* The small map (internal/map/small-map.tsx); the slot carries its coordinates. */}
      <div
        className="dl-detail__map"
        part="detail-map"
        data-latitude={dealer.address.latitude ?? undefined}
        data-longitude={dealer.address.longitude ?? undefined}
      >
        {map?.(dealer)}
      </div>
      <div className="dl-detail__sections">
        <Disclosure {...section('contact')} summary={labels.contactUs} headingLevel={4}>
          <ContactList dealer={dealer} labels={labels} />
        </Disclosure>
        <Disclosure {...section('hours')} summary={labels.openingTimes} headingLevel={4}>
          {dealer.business_hours ? (
            <OpeningTimes hours={dealer.business_hours} labels={labels} />
          ) : (
            <p>–</p>
          )}
        </Disclosure>
        <Disclosure {...section('address')} summary={labels.ourAddress} headingLevel={4}>
          <address className="dl-detail__address">
            {/* Each line isolated: a street number or postcode keeps its place on a
                right-to-left page. */}
            {dealer.address.street ? <bdi>{dealer.address.street}</bdi> : null}
            <bdi>{[dealer.address.postal_code, dealer.address.city].filter(Boolean).join(' ')}</bdi>
            {dealer.address.state ? <bdi>{dealer.address.state}</bdi> : null}
          </address>
        </Disclosure>
        {services.length > 0 ? (
          <Disclosure {...section('services')} summary={labels.availableServices} headingLevel={4}>
            <ul className="dl-detail__services">
              {services.map((service) => (
                <li key={service.id}>
                  <strong>{service.type_translated}</strong>
                  {service.name && service.name !== dealer.name ? `: ${service.name}` : ''}
                  {service.location ? <span> ({service.location})</span> : null}
                </li>
              ))}
            </ul>
            <p className="dl-notice">{labels.serviceTruckNotice}</p>
          </Disclosure>
        ) : null}
        {related.length > 0 ? (
          <Disclosure {...section('related')} summary={labels.relatedDealers} headingLevel={4}>
            <ul className="dl-detail__related">
              {related.map((other) => (
                <li key={other.id}>
                  <a href={`#${detailHash(other.dealer_code)}`}>{other.name}</a>
                  {other.formatted_address ? (
                    <span>
                      {' '}
                      – <bdi>{other.formatted_address}</bdi>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </Disclosure>
        ) : null}
      </div>
    </>
  );
}
