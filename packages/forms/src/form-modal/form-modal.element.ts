import { defineElement } from '@mf/core/element/define-element';
import { type PropsOf } from '@mf/core/element/define-api';
import { dialogCss } from '@mf/ui/dialog';
import { disclosureCss } from '@mf/ui/disclosure';
import { leadFrameCss } from '../shared/lead-frame';
import { formModalApi as api } from './form-modal.api';
import { FormModal } from './form-modal';
import css from './form-modal.css';

export const FormModalElement = defineElement(api, FormModal, css, {
  extraCss: [dialogCss, disclosureCss, leadFrameCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'mf-form-modal': HTMLElement & PropsOf<typeof api>;
  }
}
