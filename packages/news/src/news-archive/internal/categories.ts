import type { DropPart } from '@mf/core/element/define-api';
import { parseOptionList, type Option } from '@mf/core/parse/options';
import { ALL } from './url';

export type Category = Option;

/**
 * The `categories` attribute: an array of { value, label } with non-empty strings. An entry
 * that is malformed, repeats a value or uses the reserved value 'all' is left out and handed to
 * `drop`, which the adapter reports by its place (`attribute "categories", entry[1] has no
 * label, got "…"; left out.`: core/element/problems, docs/editor-mode.md); anything but an
 * array throws (the adapter reports it and uses []).
 */
export function validateCategories(value: unknown, drop: DropPart = () => {}): Category[] {
  return parseOptionList(value, { name: 'categories', reserved: ALL }, drop);
}
