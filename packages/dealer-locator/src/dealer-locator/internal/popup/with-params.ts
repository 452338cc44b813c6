import type { PropsOf } from '@mf/core/element/define-api';
import type { dealerLocatorApi } from '../../dealer-locator.api';
import { distanceOptionsFor } from './params';
import type { PopupSession } from './session';

type Props = PropsOf<typeof dealerLocatorApi>;

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
