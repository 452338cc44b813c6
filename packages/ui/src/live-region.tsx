/**
 * A polite live region that is always in the DOM (screen readers ignore regions inserted with
 * their text already in them). Pass the message to announce; an empty string clears it.
 *
 * `announceKey`: a new key announces the message again even when its text is unchanged (a new
 * result set with the same count). The text sits in a child keyed by it, so the region sees a
 * fresh node inserted, which screen readers announce; an unchanged text node they do not.
 */
export function LiveRegion({
  message,
  assertive = false,
  off = false,
  announceKey,
}: {
  message: string;
  assertive?: boolean;
  /** aria-live="off": the text is kept current but not announced (a rotating carousel, APG). */
  off?: boolean;
  announceKey?: string | number;
}) {
  return (
    <div
      className="mf-visually-hidden"
      role={assertive ? 'alert' : 'status'}
      aria-live={off ? 'off' : assertive ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {announceKey === undefined ? (
        message
      ) : message ? (
        <span key={announceKey}>{message}</span>
      ) : null}
    </div>
  );
}
