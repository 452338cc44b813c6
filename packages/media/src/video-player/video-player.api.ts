import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validateEmbed } from './internal/embed';
import { englishLabels } from './labels/en';

export const videoPlayerApi = defineApi({
  tag: 'mf-video-player',
  name: 'VideoPlayer',
  summary:
    'Video player: an internal mp4 with native controls, captions and poster, or a video-site embed behind a facade (nothing requested from the site before play); the error-msg text when the video fails.',
  attributes: {
    /** spec §4: "either an internal mp4 player or a video-site embed". */
    src: attr.string({
      default: '',
      description:
        'Address of the internal mp4 video, played by the browser’s own player with its controls. Loaded only when the visitor plays it (preload none).',
      example: '/content/dam/mf/videos/5s-series.mp4',
    }),
    /** docs/specs/browser-notes.md "Video embeds": a facade until the visitor presses play. */
    embed: attr.string({
      default: '',
      description:
        'Address of the video on a video site (YouTube or Vimeo, as the visitor would open it). Shown as the poster and a play button; the site’s frame (privacy-enhanced: youtube-nocookie.com, Vimeo with dnt=1) is created, autoplaying, only when the visitor presses play. Used when `src` is empty. Another site is logged and ignored.',
      example: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      validate: validateEmbed,
    }),
    poster: attr.string({
      default: '',
      description:
        'Image shown before playback (the internal player’s poster, the embed’s facade). For an embed, give one from your own site: nothing is fetched from the video site before play.',
      example: '/content/dam/mf/videos/5s-series-poster.jpg',
    }),
    captions: attr.string({
      default: '',
      description: 'WebVTT captions of the internal video (a captions track, on by default).',
      example: '/content/dam/mf/videos/5s-series.en.vtt',
    }),
    captionsLang: attr.string({
      default: 'en',
      description: 'Language of the captions (BCP 47), e.g. de.',
      example: 'de',
    }),
    /**
     * docs/specs/browser-notes.md "Video embeds": "after consent where the page has a consent
     * manager". Setting the domain says the page has one (core/browser/consent, as <mf-lead-form
     * consent-domain>).
     */
    consentDomain: attr.string({
      default: '',
      description:
        "Consent manager domain, set when the page has a consent manager (TrustArc). An embed's frame is then created only with consent level 4 or more: pressing play asks the manager; without consent a panel explains it and offers the cookie preferences, or Try again when the manager could not be loaded, and a link to watch the video on its site. Empty: no consent manager on the page, the frame is created on play. Internal (`src`) videos never need it.",
      example: 'masseyferguson.com',
    }),
    /** The video's title: the name of the play button, the video and the frame. */
    label: attr.string({
      default: '',
      description: 'Title of the video, for its accessible names (play button, video, frame).',
      example: 'The MF 5S in the field',
    }),
    /**
     * spec §4 (product selector tabs): "clicking an overlay removes it and injects a video ...
     * an internal mp4 player or a video-site embed with autoplay". The injected player starts at
     * once: the visitor already pressed play on the overlay.
     */
    autoplay: attr.boolean({
      description:
        'Start playing as soon as the player is shown: the internal video plays (with sound: set it only in answer to a press of the visitor, as a gallery overlay does), an embed skips its facade and creates its autoplaying frame (after consent where `consent-domain` is set). Focus moves into the player when the press that created it left focus nowhere.',
    }),
    /** spec §8: "Failed video: alternate text from the data-error-msg attribute is shown." */
    errorMsg: attr.string({
      description:
        "Text shown in place of the player when the video fails to load (or no source is given); the failure is logged (spec §8). Empty: the `loadError` label in the page's language.",
      example: 'Das Video kann nicht geladen werden.',
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-play': event<{ kind: 'file' | 'embed' }>(
      'Fired when the visitor starts the video: the internal video plays, or the play button of an embed is pressed.',
      "{ kind: 'file' | 'embed' }",
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper (16:9); data-state="ready|consent-pending|no-consent|no-consent-manager|playing|error" (playing: the embed’s frame was created; the consent states only with `consent-domain`).',
    },
    video: { description: 'The native video element of an internal video.' },
    poster: { description: 'The poster image of an embed’s facade.' },
    play: { description: 'The play button of an embed’s facade.' },
    frame: { description: 'The video site’s frame, after play.' },
    error: { description: 'The error-msg text in place of the player (spec §8).' },
    'consent-panel': {
      description:
        'The panel in place of an embed without consent (data-state="no-consent|no-consent-manager").',
    },
    'consent-button': {
      description:
        'The panel’s button: the cookie preferences, or Try again without a consent manager.',
    },
    'watch-link': { description: 'The panel’s link to the video on its site.' },
  },
  cssProperties: {
    '--mf-video-player-aspect-ratio': {
      description: 'Aspect ratio of the player box (also in the page stylesheet).',
      default: '16 / 9',
    },
  },
});

export { englishLabels };
