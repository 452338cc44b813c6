/** A piece of a suggestion: the typed part is marked. */
export interface Segment {
  text: string;
  typed: boolean;
}

/**
 * Splits a suggestion at the first case-insensitive occurrence of the typed text, so the view can
 * mark it with <mark> as text ("the typed part of each suggestion marked without
 * injecting HTML"). When lower-casing changes a text's length (a few non-Latin letters) or the
 * typed text is not in the term, the term is one unmarked piece.
 */
export function markTyped(term: string, typed: string): Segment[] {
  const needle = typed.trim();
  const lowerTerm = term.toLocaleLowerCase();
  const lowerNeedle = needle.toLocaleLowerCase();
  const at =
    needle && lowerTerm.length === term.length && lowerNeedle.length === needle.length
      ? lowerTerm.indexOf(lowerNeedle)
      : -1;
  if (at < 0) return [{ text: term, typed: false }];
  const segments: Segment[] = [];
  if (at > 0) segments.push({ text: term.slice(0, at), typed: false });
  segments.push({ text: term.slice(at, at + needle.length), typed: true });
  if (at + needle.length < term.length)
    segments.push({ text: term.slice(at + needle.length), typed: false });
  return segments;
}
