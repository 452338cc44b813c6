import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { videoPlayerApi as api } from './video-player.api';
import { VideoPlayer } from './video-player';
import css from './video-player.css';

export const VideoPlayerElement = defineElement(api, VideoPlayer, css, {
  extraCss: [consentPanelCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'mf-video-player': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-video-player': JsxProps<typeof api>;
    }
  }
}
