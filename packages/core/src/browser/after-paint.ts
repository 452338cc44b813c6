/**
 * Runs `callback` once the browser has painted what is on screen now: a task queued from the
 * next animation frame runs after that frame's style, layout and paint. For work the first paint
 * of a result must not wait for (the dealer locator's filter options of a large answer). In a
 * hidden document nothing is painted and no frame comes, so it runs as the next task. Returns a
 * function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame: number | null = null;
  let task: ReturnType<typeof setTimeout> | null = null;
  const queue = () => {
    frame = null;
    task = setTimeout(callback, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') queue();
  else frame = requestAnimationFrame(queue);
  return () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (task !== null) clearTimeout(task);
  };
}
