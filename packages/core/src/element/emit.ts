/**
 * Our own events (docs/style.md naming): a CustomEvent from the host with `bubbles` and `composed`
 * so it crosses shadow roots; cancelable so a page can veto a default action. Returns false when
 * a listener called preventDefault().
 */
export function emit(host: EventTarget, name: string, detail?: unknown): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
