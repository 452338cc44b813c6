import { defineElement } from '@mf/core/element/define-element';
import { dialogCss } from '@mf/ui/dialog';
import { disclosureCss } from '@mf/ui/disclosure';
import { leadFrameCss } from '../shared/lead-frame';
import { formModalApi as api } from './form-modal.api';
import { FormModal } from './form-modal';
import css from './form-modal.css';
import { closeModal, openFormType } from './internal/commands';

export const FormModalElement = defineElement(api, FormModal, css, {
  extraCss: [dialogCss, disclosureCss, leadFrameCss],
});

/** The documented methods (README "Opening from script"). */
export interface FormModalMethods {
  /** Opens the modal for a form type (brochure, demo, quote, informed, offer), as a link to `#modal-<type>` does; false (and logged) for another type. */
  open(type: string): boolean;
  /** Closes the modal if it is open, as its close button does (mf-close). */
  close(): void;
}

// Defined once, also when another copy of the bundle defined the element first.
if (!Object.prototype.hasOwnProperty.call(FormModalElement.prototype, 'open'))
  Object.defineProperties(FormModalElement.prototype, {
    open: {
      configurable: true,
      value(this: HTMLElement, type: string): boolean {
        return openFormType(type);
      },
    },
    close: {
      configurable: true,
      value(this: HTMLElement): void {
        closeModal(this);
      },
    },
  });
