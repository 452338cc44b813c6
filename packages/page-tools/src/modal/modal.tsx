/**
 * <mf-modal> (site-components spec §2 "Generic modal. It is opened by triggers marked
 * data-toggle=modal with a target, and can show on load."): the page's own content, slotted into
 * the shared WAI-ARIA dialog of @mf/ui/dialog (focus in, kept, returned to the trigger; Escape;
 * the page behind inert; stacking with other dialogs).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { readHash, useHash } from '@mf/core/browser/hash';
import { Dialog } from '@mf/ui/dialog';
import type { ModalCloseReason, ModalOpenReason, modalApi } from './modal.api';
import { markShown, sessionKey, shownThisSession } from './internal/session';
import { OPEN_REQUEST, takeEarlyRequest } from './internal/triggers';

type Props = PropsOf<typeof modalApi>;

const DISMISS = '[data-dismiss="modal"], [data-bs-dismiss="modal"]';

/** The dialog's name: the `label` attribute, else the content's first heading. */
function accessibleName(label: string, host: HTMLElement | null): string {
  if (label.trim()) return label.trim();
  const heading = host?.querySelector('h1, h2, h3, h4, h5, h6');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

export function Modal(props: Props) {
  const { labels } = props;
  const { host } = useElementContext();
  const emit = useEmit<typeof modalApi>();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [hash, setHash] = useHash();
  const namedByHash = !!host?.id && hash === host.id;

  const show = useEffectEvent((reason: ModalOpenReason, from: HTMLElement | null) => {
    const found = accessibleName(props.label, host);
    if (!found)
      console.error(
        'mf-modal: no accessible name: set "label" or start the content with a heading',
      );
    setName(found || labels.dialog);
    setTrigger(from);
    if (open) return;
    setOpen(true);
    emit('mf-open', { reason });
  });

  const close = (reason: ModalCloseReason) => {
    if (!open) return;
    // Opened by the address (#id): the hash goes, so the same link opens it again.
    if (host?.id && readHash() === host.id) setHash('');
    // Focus on the page's own content (slotted, so in the light DOM) would be given back to it by
    // React after the commit that closes the dialog (it restores the element focused before a
    // commit), taking it from the trigger the dialog returns it to.
    const active = document.activeElement;
    if (active instanceof HTMLElement && host?.contains(active)) active.blur();
    setOpen(false);
    emit('mf-close', { reason });
  };
  const dismiss = useEffectEvent(() => close('dismiss'));

  // Triggers anywhere on the page (internal/triggers.ts) and data-dismiss="modal" in the content.
  useEffect(() => {
    if (!host) return;
    const onRequest = (event: Event) => {
      event.preventDefault(); // answered (internal/triggers.ts keeps an unanswered one)
      const from = (event as CustomEvent<unknown>).detail;
      show('trigger', from instanceof HTMLElement ? from : null);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(DISMISS) : null;
      if (!target || !host.contains(target)) return;
      event.preventDefault();
      dismiss();
    };
    host.addEventListener(OPEN_REQUEST, onRequest);
    host.addEventListener('click', onClick);
    // A trigger pressed before this listened (the page's click came first): an outside event.
    const early = takeEarlyRequest(host);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (early) show('trigger', early instanceof HTMLElement ? early : null);
    return () => {
      host.removeEventListener(OPEN_REQUEST, onRequest);
      host.removeEventListener('click', onClick);
    };
  }, [host]);

  // Shown on load (also when the CMS sets the flag after the upgrade), at most once per session
  // when so configured. The flag is written when it is shown: "once" means once, closed or not.
  const showOnLoad = useEffectEvent(() => {
    if (props.oncePerSession) {
      const key = sessionKey(props.storageKey, host);
      if (shownThisSession(key)) return;
      markShown(key);
    }
    show('load', null);
  });
  useEffect(() => {
    // Reading the session flag (an outside system) decides whether it opens: not in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (props.showOnLoad) showOnLoad();
  }, [props.showOnLoad]);

  // The address names it (`page.html#id`, a plain link to `#id`): opened as by a trigger. The
  // page stylesheet shows the content at `:target` without script; with script it is the dialog.
  const showForHash = useEffectEvent(() => show('hash', null));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React
    if (namedByHash) showForHash();
  }, [namedByHash]);

  return (
    <div part="base" className="modal" data-state={open ? 'open' : 'closed'}>
      <Dialog
        open={open}
        onClose={(reason) => close(reason)}
        label={name || labels.dialog}
        initialFocus={closeButton}
        returnFocus={trigger}
        closeOnBackdrop={props.closeOnBackdrop}
      >
        <div className="head mf-dialog__head">
          <button
            ref={closeButton}
            type="button"
            part="close"
            className="close"
            aria-label={labels.close}
            onClick={() => close('button')}
          >
            <span aria-hidden="true" className="cross" />
          </button>
        </div>
        <div part="content" className="content">
          <slot />
        </div>
      </Dialog>
    </div>
  );
}
