import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export type ModalOpenReason = 'trigger' | 'load' | 'hash';
export type ModalCloseReason = 'button' | 'escape' | 'backdrop' | 'dismiss';

export const modalApi = defineApi({
  tag: 'mf-modal',
  name: 'Modal',
  summary:
    'The generic modal: a WAI-ARIA dialog around the page’s own content, opened by any page element with data-toggle="modal" naming it, and optionally shown on load (once per session).',
  attributes: {
    label: attr.string({
      description:
        "The dialog's accessible name. Empty: the text of the first heading (h1-h6) in the content; with neither, an error is logged and the `dialog` label is used.",
      example: 'Newsletter',
    }),
    /** Spec §2: "can show on load". */
    showOnLoad: attr.boolean({
      description:
        'Open the modal when the page loads (when the element is first connected), unless `once-per-session` says it was already shown in this session.',
    }),
    oncePerSession: attr.boolean({
      description:
        'With `show-on-load`: show it on load at most once per browser session (a session-storage flag under `storage-key`). Storage that cannot be read or written is logged and the modal shows.',
    }),
    storageKey: attr.string({
      description:
        'Session-storage key of the `once-per-session` flag. Empty: `mf-modal:` and the element id (or the page path when it has none).',
      example: 'mf-modal:harvest-2027',
    }),
    closeOnBackdrop: attr.boolean({
      description: 'Close when the backdrop (outside the panel) is clicked.',
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-open': event<{ reason: ModalOpenReason }>(
      'The modal opened: a data-toggle="modal" trigger was used (`trigger`), the address hash names its id (`hash`), or it was shown on load (`load`).',
      "{ reason: 'trigger' | 'load' | 'hash' }",
    ),
    'mf-close': event<{ reason: ModalCloseReason }>(
      'The visitor closed the modal: close button, Escape, backdrop, or a data-dismiss="modal" element in the content.',
      "{ reason: 'button' | 'escape' | 'backdrop' | 'dismiss' }",
    ),
  },
  parts: {
    base: { description: 'The wrapper; `data-state` is open or closed.' },
    dialog: { description: 'The dialog panel.' },
    'dialog-backdrop': { description: 'The backdrop behind the panel.' },
    close: { description: 'The close button.' },
    content: { description: 'The box around the slotted content.' },
  },
  slots: {
    '': {
      description:
        'The content of the dialog: the page’s own HTML (a heading first, which names the dialog). Hidden until the modal opens.',
    },
  },
  cssProperties: {
    '--mf-modal-width': { description: 'Maximum width of the panel.', default: '40rem' },
  },
});

export { englishLabels };
