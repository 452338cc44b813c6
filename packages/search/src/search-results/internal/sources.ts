import type { DropPart } from '@mf/core/element/define-api';
import { parseOptionList } from '@mf/core/parse/options';

/** A search source of the results page's filter (spec §2: the source-filter dropdown). */
export interface Source {
  /** The sourceName sent ('' = every source). */
  value: string;
  label: string;
}

/**
 * The CMS's source list ("validated; bad entries logged by path"). Not an array: throws
 * (the adapter reports it and keeps the default). An entry without a string value and a
 * non-empty label, or with a value seen before, is left out and handed to `drop`, which the
 * adapter reports by its place (`attribute "sources", entry[2] has no label, got "…"; left
 * out.`: core/element/problems, docs/editor-mode.md).
 */
export function validateSources(raw: unknown, drop: DropPart = () => {}): Source[] {
  return parseOptionList(raw, { name: 'sources', emptyValue: 'every source' }, drop);
}
