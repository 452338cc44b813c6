/**
 * A page-wide request an element answers (the market selector's `mf-show-market-selector`, the
 * form modal's `mf-offer-request`), heard from the moment the element's bundle is evaluated, not
 * only once an instance is drawn: a request that comes before any instance listens (the first
 * render waits for the next task, and on a page in another language for its label table) is kept
 * and handed to the first listener, so a visitor's early click is not lost.
 */
export interface PageRequest {
  /** Calls `listener` for every request from now on, and at once for one kept from before. */
  listen(listener: (event: Event) => void): () => void;
}

export function pageRequest(name: string): PageRequest {
  const listeners = new Set<(event: Event) => void>();
  let kept: Event | null = null;
  if (typeof document !== 'undefined')
    document.addEventListener(name, (event) => {
      if (listeners.size) listeners.forEach((listener) => listener(event));
      else kept = event;
    });
  return {
    listen(listener) {
      listeners.add(listener);
      if (kept) {
        const event = kept;
        kept = null;
        listener(event);
      }
      return () => listeners.delete(listener);
    },
  };
}
