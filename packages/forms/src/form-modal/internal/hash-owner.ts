/**
 * Which `<mf-form-modal>` a `#modal-<type>` hash opens when a page carries more than one (a
 * template and a component each adding one; both used to open on the same hash and each
 * made the other inert, locking the page).
 *
 * The rule: the first connected modal whose data model has the type opens; when none has it, the
 * first connected one opens (it shows the "Request information" fallback, as a lone modal would).
 * Every other modal stays closed and logs which modal it left the hash to, naming both. A modal
 * that leaves the page hands the hash on to the next in line. So one hash never opens two modals,
 * and two CMS blocks each carrying its own form types (brochure here, offer there) both work.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { FormModalModel, FormType } from './model';

interface Claim {
  types: ReadonlySet<string>;
  host: HTMLElement | null;
}

const claims: Claim[] = [];
const listeners = new Set<() => void>();
let version = 0;

function update(claim: Claim, model: FormModalModel, host: HTMLElement | null): void {
  claim.types = new Set(Object.keys(model.types));
  claim.host = host;
  changed();
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/** The modal that opens for `type`: the first connected that has it, else the first connected. */
function ownerOf(type: FormType): Claim | null {
  return claims.find((claim) => claim.types.has(type)) ?? claims[0] ?? null;
}

/** `<mf-form-modal id="x">`, or the modal's place on the page when it has no id. */
export function describeModal(host: HTMLElement | null): string {
  if (!host) return '<mf-form-modal>';
  // The host's own tag: under a page's tag prefix (core/element/registration) it is not mf-.
  const tag = host.localName;
  if (host.id) return `<${tag} id="${host.id}">`;
  const all: Element[] = [...host.ownerDocument.querySelectorAll(tag)];
  const place = all.indexOf(host) + 1;
  return place > 0 ? `<${tag}> number ${place} on the page` : `<${tag}>`;
}

/**
 * Registers this modal while it is mounted (connected) and answers whether the hash's `type` is
 * its to open. Logs once per opening when another modal has it.
 */
export function useHashOwnership(
  type: FormType | null,
  model: FormModalModel,
  host: HTMLElement | null,
): boolean {
  const [claim] = useState<Claim>(() => ({ types: new Set(), host }));
  useLayoutEffect(() => {
    claims.push(claim);
    changed();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      changed();
    };
  }, [claim]);
  useLayoutEffect(() => update(claim, model, host), [claim, model, host]);
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const owner = type ? ownerOf(type) : null;
  const owns = owner === claim;

  useLayoutEffect(() => {
    if (!type || !owner || owns) return;
    console.error(
      `mf-form-modal: #modal-${type} is opened by ${describeModal(owner.host)} (the first on the page ${
        owner.types.has(type) ? `with a "${type}" model` : 'connected'
      }); ${describeModal(host)} stays closed. Keep one <mf-form-modal> per page, or give each its own form types.`,
      host ?? '',
    );
    // Once per opening of the type, not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, owns]);
  return owns;
}
