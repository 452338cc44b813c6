/**
 * Styles of the carousel primitive (./carousel.tsx), added to an element's sheet. Layout only
 * reads tokens; the slides' own content is the page's HTML and the page's styles.
 *
 * The geometry matches the page stylesheet for the moment before the upgrade
 * (packages/media/page.css): slides of (100% - gaps) / per-view, one gap between them, the
 * controls row one control high plus --_space-3 above it, so the upgrade moves nothing (CLS 0).
 */
export const carouselCss = `
:host { --_slide-gap: var(--mf-carousel-gap, var(--_space-4)); }
.mf-carousel { position: relative; column-gap: var(--_slide-gap); }
.mf-carousel__track { display: flex; flex-wrap: wrap; gap: var(--_slide-gap); }
::slotted(*) {
  box-sizing: border-box;
  flex: 0 0 calc((100% - (var(--_per-view) - 1) * var(--_slide-gap)) / var(--_per-view));
  min-width: 0;
}
[data-state='carousel'] > .mf-carousel__track {
  flex-wrap: nowrap;
  gap: 0;
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
}
[data-state='carousel'] ::slotted(*) { position: relative; }
.mf-carousel__controls {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--_space-2);
  height: var(--_control-size);
  margin-top: var(--_space-3);
}
.mf-carousel__step,
.mf-carousel__rotation {
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--_control-size);
  height: var(--_control-size);
  padding: 0;
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius-round);
  background: var(--_color-surface);
  color: var(--_color-text);
  cursor: pointer;
}
.mf-carousel__step[aria-disabled='true'] { color: var(--_color-text-muted); border-color: var(--_color-divider); cursor: default; }
.mf-carousel__rotation { position: absolute; z-index: 1; top: var(--_space-2); inset-inline-end: var(--_space-2); }
.mf-carousel__picker {
  display: flex;
  align-items: center;
  gap: var(--_space-1);
  min-width: 0;
  height: 100%;
  overflow-x: auto;
}
.mf-carousel__dot {
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--_color-text);
  cursor: pointer;
}
.mf-carousel__dot::before {
  content: '';
  width: 0.75rem;
  height: 0.75rem;
  border: 2px solid var(--_color-border);
  border-radius: 50%;
  box-sizing: border-box;
}
.mf-carousel__dot[aria-current='true']::before { background: var(--_color-brand); border-color: var(--_color-brand); }
.mf-carousel__thumb {
  flex: none;
  height: 100%;
  aspect-ratio: 3 / 2;
  padding: 0;
  border: 2px solid var(--_color-divider);
  border-radius: var(--_radius-sm);
  background: var(--_color-surface-muted);
  overflow: hidden;
  cursor: pointer;
}
.mf-carousel__thumb img { display: block; width: 100%; height: 100%; object-fit: cover; }
.mf-carousel__thumb[aria-current='true'] { border-color: var(--_color-brand); }
.mf-carousel button:focus-visible { outline: 3px solid var(--_color-focus); outline-offset: 2px; }
.mf-icon-previous, .mf-icon-next {
  width: 0.6rem;
  height: 0.6rem;
  border: solid currentColor;
  border-width: 0 0 2px 2px;
  transform: translateX(0.15rem) rotate(45deg);
}
.mf-icon-next { transform: translateX(-0.15rem) rotate(-135deg); }
.mf-icon-pause { width: 0.7rem; height: 0.8rem; border: solid currentColor; border-width: 0 3px; box-sizing: border-box; }
.mf-icon-play {
  width: 0;
  height: 0;
  border-style: solid;
  border-color: transparent transparent transparent currentColor;
  border-width: 0.45rem 0 0.45rem 0.75rem;
  transform: translateX(0.1rem);
}
`;
