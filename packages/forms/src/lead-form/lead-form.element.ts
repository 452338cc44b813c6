import { defineElement } from '@mf/core/element/define-element';
import { leadFrameCss } from '../shared/lead-frame';
import { leadFormApi as api } from './lead-form.api';
import { LeadForm } from './lead-form';
import css from './lead-form.css';

// Held until the first commit: the page stylesheet (dist/mf-forms.css) keeps the frame's room
// while the element is pending, so the frame (or the consent wait in the same room) replaces it
// without a frame of nothing between.
export const LeadFormElement = defineElement(api, LeadForm, css, {
  extraCss: [leadFrameCss],
  holdUntilRendered: true,
});
