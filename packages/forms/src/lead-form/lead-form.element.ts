import { defineElement } from '@mf/core/element/define-element';
import { type PropsOf } from '@mf/core/element/define-api';
import { leadFrameCss } from '../shared/lead-frame';
import { leadFormApi as api } from './lead-form.api';
import { LeadForm } from './lead-form';
import css from './lead-form.css';

export const LeadFormElement = defineElement(api, LeadForm, css, { extraCss: [leadFrameCss] });

declare global {
  interface HTMLElementTagNameMap {
    'mf-lead-form': HTMLElement & PropsOf<typeof api>;
  }
}
