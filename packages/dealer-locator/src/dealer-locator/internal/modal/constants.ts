/*
 * Modal-mode timing (spec §4 "Modal", §9). Imported only by the lazily loaded modal chunk, so the
 * element entry and that chunk share no module (no extra shared chunk for embedded pages).
 */

/** spec §4 "Modal" and §9: the modal's enter transition lasts 250 ms. */
export const MODAL_ENTER_MS = 250;
/** spec §4 "Modal" and §9: the modal's leave transition lasts 100 ms. */
export const MODAL_LEAVE_MS = 100;
/**
 * spec §9 "transition fail-safe delay 100 ms": a phase whose animationend never arrives (a
 * background tab, a stylesheet that overrides the animation) ends this long after its duration.
 */
export const MODAL_FAIL_SAFE_MS = 100;
