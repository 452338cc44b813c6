import { defineElement } from '@mf/core/element/define-element';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { videoPlayerApi as api } from './video-player.api';
import { VideoPlayer } from './video-player';
import css from './video-player.css';

export const VideoPlayerElement = defineElement(api, VideoPlayer, css, {
  extraCss: [consentPanelCss],
  // No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps page.css's
  // 16:9 box (core/element/pending).
  holdUntilRendered: true,
});
