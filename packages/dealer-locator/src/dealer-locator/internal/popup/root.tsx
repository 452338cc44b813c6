import type { PropsOf } from '@mf/core';
import { Spinner } from '@mf/ui/spinner';
import type { dealerLocatorApi } from '../../dealer-locator.api';
import { DealerLocator } from '../../dealer-locator';
import { distanceOptionsFor } from './params';
import type { PopupSession } from './session';
import { PopupContext, usePopupLoad } from './use-popup';

type Props = PropsOf<typeof dealerLocatorApi>;

/**
 * The element's root view: in `mode="popup"` it loads the popup chunk first (a spinner meanwhile;
 * the query parameters decide the first search), then renders the locator with the parameters
 * applied and the popup bar above it. Other modes render the locator as it is.
 */
export function DealerLocatorRoot(props: Props) {
  const popup = usePopupLoad(props.mode === 'popup', props.openerOrigins, props.redirectOrigins);
  if (popup.status === 'off') return <DealerLocator {...props} />;
  if (popup.status !== 'ready')
    return (
      <div className="dl" part="base" data-state={popup.status === 'loading' ? 'loading' : 'error'}>
        {popup.status === 'loading' ? (
          <Spinner label={props.labels.searching} />
        ) : (
          <p role="alert" className="dl-message dl-message--error">
            {props.labels.resultsError}
          </p>
        )}
      </div>
    );
  const { session, runtime } = popup.value;
  return (
    <PopupContext value={popup.value}>
      <runtime.PopupBar session={session} labels={props.labels} />
      <DealerLocator {...withPopupParams(props, session)} />
    </PopupContext>
  );
}

/**
 * spec §2 popup parameters over the page's attributes: brand, region, country, contract,
 * default_radius and distance_unit; with a unit, distance options of the other unit go (spec §5).
 */
export function withPopupParams(props: Props, session: PopupSession): Props {
  const { params } = session;
  return {
    ...props,
    brand: params.brand ?? props.brand,
    region: params.region ?? props.region,
    country: params.country ?? props.country,
    contract: params.contract ?? props.contract,
    radius: params.radius ?? props.radius,
    distanceUnit: params.distanceUnit ?? props.distanceUnit,
    // Left empty, the locator offers its default radii in the (popup's) unit.
    distances: distanceOptionsFor(props.distances, params.distanceUnit),
  };
}
