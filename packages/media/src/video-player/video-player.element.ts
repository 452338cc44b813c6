import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { videoPlayerApi as api } from './video-player.api';
import { VideoPlayer } from './video-player';
import css from './video-player.css';

export const VideoPlayerElement = defineElement(api, VideoPlayer, css, {
  extraCss: [consentPanelCss],
});

// No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps page.css's
// 16:9 box (core/element/pending).
holdUntilRendered(api.tag);

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
