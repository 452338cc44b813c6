import { useEffect, useState } from 'react';

/**
 * "Exactly one header may be initialised" (site-components spec §2, §5, §8): the first connected
 * instance of a kind owns it; a later one logs the spec's message and stays inert (the view
 * shows the page's own links untouched). The owner releases the kind when it is removed, so a
 * page that replaces its header gets a working new one.
 */
const owners = new Map<string, object>();

/** Whether `instance` owns `kind` now (taking it when free); logs `message` when it does not. */
export function claim(kind: string, instance: object, message: string): boolean {
  const owner = owners.get(kind);
  if (owner === undefined || owner === instance) {
    owners.set(kind, instance);
    return true;
  }
  console.error(message);
  return false;
}

export function release(kind: string, instance: object): void {
  if (owners.get(kind) === instance) owners.delete(kind);
}

/**
 * Claims `kind` for this component instance on its first render (so an inert duplicate never
 * renders as a working one for a frame) and releases it when the instance goes away.
 */
export function useSingleInstance(kind: string, message: string): boolean {
  const [token] = useState(() => ({}));
  const [owns] = useState(() => claim(kind, token, message));
  useEffect(() => () => release(kind, token), [kind, token]);
  return owns;
}
