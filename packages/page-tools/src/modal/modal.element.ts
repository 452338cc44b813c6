import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { dialogCss } from '@mf/ui/dialog';
import { modalApi as api } from './modal.api';
import { Modal } from './modal';
import css from './modal.css';
import { listenForTriggers } from './internal/triggers';

export const ModalElement = defineElement(api, Modal, css, { extraCss: [dialogCss] });

// The page's data-toggle="modal" triggers need no script of their own (spec §2).
listenForTriggers();

declare global {
  interface HTMLElementTagNameMap {
    'mf-modal': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-modal': JsxProps<typeof api>;
    }
  }
}
