import type { PropsOf } from '@mf/core/element/define-api';
import { Spinner } from '@mf/ui/spinner';
import type { dealerLocatorApi } from './dealer-locator.api';
import { DealerLocator } from './dealer-locator';
import { PopupBar } from './internal/popup/popup-ui';
import { PopupContext, usePopupLoad } from './internal/popup/use-popup';

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
      <PopupBar session={session} labels={props.labels} />
      <DealerLocator {...runtime.withPopupParams(props, session)} />
    </PopupContext>
  );
}
