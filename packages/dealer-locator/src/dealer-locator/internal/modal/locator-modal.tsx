/**
 * Modal mode (spec §2, §4, §9), loaded lazily: only pages with `mode="modal"` fetch this chunk.
 * The locator's view inside the library's WAI-ARIA modal dialog (`@mf/ui/dialog`: focus moves in,
 * Tab is trapped, focus returns to the opener, the page behind is inert, aria-modal, labelled by
 * the locator's title), with a dismiss button; Escape and a click outside close it too.
 */
import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Dialog, dialogCss, type DialogCloseReason, type DialogState } from '@mf/ui/dialog';
import { MODAL_ENTER_MS, MODAL_FAIL_SAFE_MS, MODAL_LEAVE_MS } from './constants';
import css from './locator-modal.css';
import { useShadowStyles } from '@mf/ui/dialog-styles';

export type ModalCloseReason = DialogCloseReason | 'dismiss';

export interface LocatorModalProps {
  /** Shown (the page hash is a locator route). */
  open: boolean;
  /** Id of the locator's title: the dialog's accessible name. */
  titleId: string;
  /** Accessible name of the dismiss button. */
  closeLabel: string;
  /** Focused when the dialog opens (the title). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape, a click outside or the dismiss button; the caller clears the hash. */
  onClose: (reason: ModalCloseReason) => void;
  /** entering, open, leaving, closed. */
  onStateChange: (state: DialogState) => void;
  children: ReactNode;
}

const MODAL_CSS = dialogCss + css;

export default function LocatorModal(props: LocatorModalProps) {
  const inlineStyles = useShadowStyles(MODAL_CSS);
  const content = useRef<HTMLDivElement>(null);

  // Escape belongs to the innermost thing that is open: a select's listbox (it prevents the
  // default), the map's info window (a dialog of its own, which closes itself) or a list that
  // already went away with the key. Only an Escape nothing else took closes the modal.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const target = event.target as Element;
    const nested = target.isConnected ? target.closest('[role="dialog"]') : null;
    const taken =
      event.defaultPrevented ||
      !target.isConnected ||
      (nested !== null && !!content.current?.contains(nested));
    if (taken) event.stopPropagation();
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      labelledBy={props.titleId}
      closeOnBackdrop
      initialFocus={props.initialFocus}
      enterMs={MODAL_ENTER_MS}
      leaveMs={MODAL_LEAVE_MS}
      failSafeMs={MODAL_FAIL_SAFE_MS}
      onStateChange={props.onStateChange}
      className="dl-modal"
      part="modal"
    >
      {inlineStyles ? <style>{MODAL_CSS}</style> : null}
      <div className="dl-modal__bar mf-dialog__head">
        <button
          type="button"
          className="dl-modal__close"
          part="modal-close"
          onClick={() => props.onClose('dismiss')}
        >
          <span aria-hidden="true">×</span>
          <span className="mf-visually-hidden">{props.closeLabel}</span>
        </button>
      </div>
      <div ref={content} className="dl-modal__content" onKeyDown={onKeyDown}>
        {props.children}
      </div>
    </Dialog>
  );
}
