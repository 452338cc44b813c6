import { useEffect, useState } from 'react';
import { useElementContext } from '@mf/core/element/element-context';

/**
 * "Exactly one header may be initialised" (site-components spec §2, §5, §8): the first connected
 * instance of a kind owns it; a later one logs the spec's message and stays inert (the view
 * shows the page's own links untouched). The owner releases the kind when it is removed, so a
 * page that replaces its header gets a working new one.
 *
 * The owner is the custom element itself where there is one, not an object of one render: the
 * first render is a transition, and React may throw it away and start again (a busy page, or the
 * element removed before its first commit), with new state and without running any cleanup. An
 * owning element that is no longer in the document frees the kind for the next one.
 */
const owners = new Map<string, object>();

const gone = (owner: object) => owner instanceof Node && !owner.isConnected;

/** Whether `instance` owns `kind` now (taking it when free); logs `message` when it does not. */
export function claim(kind: string, instance: object, message: string): boolean {
  const owner = owners.get(kind);
  if (owner === undefined || owner === instance || gone(owner)) {
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
  const { host } = useElementContext();
  const [token] = useState(() => ({}));
  const instance = host ?? token;
  const [owns] = useState(() => claim(kind, instance, message));
  useEffect(() => () => release(kind, instance), [kind, instance]);
  return owns;
}
