import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { socialShareApi as api } from './social-share.api';
import { SocialShare } from './social-share';
import css from './social-share.css';

export const SocialShareElement = defineElement(api, SocialShare, css);

declare global {
  interface HTMLElementTagNameMap {
    'mf-social-share': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-social-share': JsxProps<typeof api>;
    }
  }
}
