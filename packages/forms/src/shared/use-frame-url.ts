/**
 * The frame address, computed once per configuration. PageUrl and PageTitle are read
 * from the page when the configuration is first seen and then kept: a later render (an attribute
 * that does not change the address, a history.replaceState by the page, a new document title) must
 * not change the frame's src, which would reload the form and lose what the visitor typed. A
 * change of the configured address or of any parameter builds the address again.
 *
 * Kept in state, not useMemo: React may drop a memo's cache, and a reload here loses user input.
 */
import { useState } from 'react';
import { buildFrameUrl, FRAME_PARAMETERS, pageParameters, type FrameParameters } from './frame-url';

export type ConfiguredParameters = Omit<FrameParameters, 'PageUrl' | 'PageTitle'>;

function build(base: string | null, parameters: ConfiguredParameters): string | null {
  return base ? buildFrameUrl(base, { ...parameters, ...pageParameters() }) : null;
}

/** The frame address for `base` (null: no frame) and the configured parameters. */
export function useFrameUrl(base: string | null, parameters: ConfiguredParameters): string | null {
  const key = JSON.stringify([
    base,
    FRAME_PARAMETERS.map((name) => (parameters as FrameParameters)[name] ?? ''),
  ]);
  const [cached, setCached] = useState(() => ({ key, url: build(base, parameters) }));
  if (cached.key === key) return cached.url;
  // A new configuration: adjust the state while rendering (React's pattern for derived state).
  const next = { key, url: build(base, parameters) };
  setCached(next);
  return next.url;
}
