import { defineElement } from '@mf/core/element/define-element';
import { dialogCss } from '@mf/ui/dialog';
import { modalApi as api } from './modal.api';
import { Modal } from './modal';
import css from './modal.css';
import { listenForTriggers } from './internal/triggers';

export const ModalElement = defineElement(api, Modal, css, { extraCss: [dialogCss] });

// The page's data-toggle="modal" triggers need no script of their own (spec §2).
listenForTriggers();
