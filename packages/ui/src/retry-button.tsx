/**
 * A "Try again" button for work the visitor can repeat (asking the consent manager again). While
 * the work runs the button stays where it is, focusable and focused, marked `aria-disabled`
 * (a `disabled` button would drop keyboard focus to <body>), shows `busyLabel` and announces it
 * in a polite live region; presses are ignored until it is done.
 */
import { keepFocusOnRemoval } from './keep-focus';
import { LiveRegion } from './live-region';

export interface RetryButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  onRetry: () => void;
  className?: string;
  /** `part` names of the button. */
  part?: string;
}

export function RetryButton({
  label,
  busyLabel,
  busy,
  onRetry,
  className,
  part,
}: RetryButtonProps) {
  return (
    <>
      <button
        ref={keepFocusOnRemoval}
        type="button"
        className={className}
        part={part}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        {busy ? busyLabel : label}
      </button>
      <LiveRegion message={busy ? busyLabel : ''} />
    </>
  );
}
