import { defineElement } from '@mf/core/element/define-element';
import { leadFrameCss } from '../shared/lead-frame';
import { leadFormApi as api } from './lead-form.api';
import { LeadForm } from './lead-form';
import css from './lead-form.css';

export const LeadFormElement = defineElement(api, LeadForm, css, { extraCss: [leadFrameCss] });
