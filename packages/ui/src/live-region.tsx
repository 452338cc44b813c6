/**
 * A polite live region that is always in the DOM (screen readers ignore regions inserted with
 * their text already in them). Pass the message to announce; an empty string clears it.
 */
export function LiveRegion({
  message,
  assertive = false,
}: {
  message: string;
  assertive?: boolean;
}) {
  return (
    <div
      className="mf-visually-hidden"
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message}
    </div>
  );
}
