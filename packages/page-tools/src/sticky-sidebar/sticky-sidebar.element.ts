import { defineElement } from '@mf/core/element/define-element';
import { stickySidebarApi as api } from './sticky-sidebar.api';
import { StickySidebar } from './sticky-sidebar';
import css from './sticky-sidebar.css';

export const StickySidebarElement = defineElement(api, StickySidebar, css, {
  // The page's links stay shown (as packages/page-tools/page.css lays them out) until the first
  // render (core/element/pending.ts).
  holdUntilRendered: true,
});
