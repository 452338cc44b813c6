import { memo, useState } from 'react';
import { formatLabel } from '@mf/core/i18n/labels';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer } from '../data/types';
import { ContactList } from '../detail/contact-list';
import { detailHash } from '../navigation/routes';
import { formatDistance } from './format';
import { OpeningTimes } from '../detail/opening-times';
import { PreferredDealerButton } from '../preferred-dealer/preferred-dealer-button';
import { PopupChoiceSlot } from '../popup/use-popup';

export interface DealerCardProps {
  dealer: Dealer;
  labels: DealerLocatorLabels;
  locale: string;
  /** Shown alone with more info (spec §4 "Selecting a dealer shows it in the list with more info"). */
  expanded: boolean;
  preferredCode: string | null;
  offeringLabel: (value: string) => string;
  onSelect: (dealer: Dealer) => void;
  onTogglePreferred: (dealer: Dealer) => void;
}

/**
 * One result: marker letter, name, address, distance, main phone, offerings and actions.
 * Memoised on its props: typing in the form, opening a filter or coming back from the
 * detail re-renders the locator, and only the cards whose dealer or state changed render again.
 * The handlers it gets are stable (the locator's useCallback).
 */
export const DealerCard = memo(function DealerCard({
  dealer,
  labels,
  locale,
  expanded,
  preferredCode,
  offeringLabel,
  onSelect,
  onTogglePreferred,
}: DealerCardProps) {
  const designated = dealer.isDesignatedLocation;
  return (
    <article className="dl-card" data-kind={dealer.kind} data-expanded={expanded ? '' : undefined}>
      <header className="dl-card__header">
        {dealer.dealershipCounter ? (
          <span className="dl-card__letter" aria-hidden="true">
            {dealer.dealershipCounter}
          </span>
        ) : null}
        <div>
          <h3 className="dl-card__name">
            {designated ? (
              dealer.name
            ) : (
              <a href={`#${detailHash(dealer.dealer_code)}`}>{dealer.name}</a>
            )}
          </h3>
          {designated || dealer.type_translated !== dealer.type ? (
            <p className="dl-card__type">{dealer.type_translated}</p>
          ) : null}
        </div>
        {dealer.distance !== null ? (
          <p className="dl-card__distance">
            {formatLabel(labels.distanceAway, {
              distance: formatDistance(dealer.distance, dealer.distance_unit, locale),
            })}
          </p>
        ) : null}
      </header>
      {dealer.formatted_address ? (
        <p className="dl-card__address">
          <bdi>{dealer.formatted_address}</bdi>
        </p>
      ) : null}
      {dealer.location && designated ? (
        <p className="dl-card__coverage">{dealer.location}</p>
      ) : null}
      {dealer.phone_main ? (
        <p className="dl-card__phone">
          <span className="mf-visually-hidden">{labels.phone}: </span>
          <a href={dealer.phone_main.href}>{dealer.phone_main.label}</a>
        </p>
      ) : null}
      {dealer.product_offerings.length > 0 ? (
        <p className="dl-card__offers">
          <strong>{labels.weOffer}:</strong>{' '}
          {dealer.product_offerings.map(offeringLabel).join(', ')}
        </p>
      ) : null}
      {expanded ? <MoreInfo dealer={dealer} labels={labels} /> : null}
      <div className="dl-card__actions">
        {dealer.directions_link ? (
          <a href={dealer.directions_link} target="_blank" rel="noopener noreferrer">
            {labels.directions}
            <span className="mf-visually-hidden">: {dealer.name}</span>
          </a>
        ) : null}
        {expanded ? null : (
          <button type="button" className="dl-link-button" onClick={() => onSelect(dealer)}>
            {labels.moreInfo}
            <span className="mf-visually-hidden">: {dealer.name}</span>
          </button>
        )}
        {designated ? null : (
          <PreferredDealerButton
            dealer={dealer}
            selected={preferredCode === dealer.dealer_code}
            labels={labels}
            onToggle={onTogglePreferred}
          />
        )}
        <PopupChoiceSlot dealer={dealer} labels={labels} />
      </div>
    </article>
  );
});

/** The extra information of a selected dealer: hours, contacts, website and the detail link. */
function MoreInfo({ dealer, labels }: { dealer: Dealer; labels: DealerLocatorLabels }) {
  // spec §2 hideHours: the hours are shown with the dealer and can be hidden again.
  const [hoursShown, setHoursShown] = useState(true);
  const hoursId = `dl-hours-${dealer.id.replace(/[^\w-]/g, '_')}`;
  return (
    <div className="dl-card__more">
      {dealer.business_hours ? (
        <div>
          <h4>{labels.openingTimes}</h4>
          <button
            type="button"
            className="dl-link-button"
            aria-expanded={hoursShown}
            aria-controls={hoursId}
            onClick={() => setHoursShown((shown) => !shown)}
          >
            {hoursShown ? labels.hideHours : labels.openingTimes}
          </button>
          <div id={hoursId} hidden={!hoursShown}>
            <OpeningTimes hours={dealer.business_hours} labels={labels} />
          </div>
        </div>
      ) : null}
      <ContactList dealer={dealer} labels={labels} />
      {dealer.website ? (
        <p>
          <a href={dealer.website} target="_blank" rel="noopener noreferrer">
            {labels.website}
            <span className="mf-visually-hidden">: {dealer.name}</span>
          </a>
        </p>
      ) : null}
      {dealer.isDesignatedLocation ? null : (
        <p>
          <a href={`#${detailHash(dealer.dealer_code)}`}>
            {formatLabel(labels.moreInfoAbout, { name: dealer.name })}
          </a>
        </p>
      )}
    </div>
  );
}
