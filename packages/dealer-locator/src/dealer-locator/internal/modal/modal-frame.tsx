import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import type { ModalRoute } from './modal-route';
import { loadChunk } from '@mf/core/http/deadline';

/** Modal mode (spec §4): the dialog and its styles are their own chunk, loaded only in that mode. */
const LocatorModal = lazy(() => loadChunk(() => import('./locator-modal')));

export interface ModalFrameProps {
  modal: ModalRoute;
  /** Id of the locator's title (the dialog's name). */
  titleId: string;
  /** Focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Name of the close button. */
  closeLabel: string;
  children: ReactNode;
}

/** The view as it is in embedded mode; inside the (lazily loaded) modal dialog in modal mode. */
export function ModalFrame({
  modal,
  titleId,
  initialFocus,
  closeLabel,
  children,
}: ModalFrameProps) {
  if (!modal.enabled) return children;
  return (
    <Suspense fallback={null}>
      <LocatorModal
        open={modal.open}
        titleId={titleId}
        closeLabel={closeLabel}
        initialFocus={initialFocus}
        onClose={modal.close}
        onStateChange={modal.onStateChange}
      >
        {children}
      </LocatorModal>
    </Suspense>
  );
}
