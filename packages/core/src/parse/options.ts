/**
 * A JSON attribute that lists a filter's choices as `[{ "value": …, "label": … }]` (the news
 * archive's categories, the search results' sources). Anything but an array throws (the adapter
 * reports the attribute and keeps its default); an entry that is not an object, lacks a value or
 * a label, repeats a value or takes a reserved one is left out and handed to `drop`, which the
 * adapter reports by its place (`attribute "categories", entry[1] has no label, got "…"; left
 * out.`: core/element/problems, docs/editor-mode.md).
 */
import type { DropPart } from '../element/define-api';

export interface Option {
  value: string;
  label: string;
}

export interface OptionRules {
  /** The attribute's name, in the message of a value that is not an array. */
  name: string;
  /** An empty value is a choice of its own, named here (the search results' "every source"). */
  emptyValue?: string;
  /** A value the element keeps for itself (the news archive's built-in "all"). */
  reserved?: string;
}

export function parseOptionList(
  raw: unknown,
  rules: OptionRules,
  drop: DropPart = () => {},
): Option[] {
  if (!Array.isArray(raw)) throw new Error(`${rules.name} must be an array of { value, label }`);
  const options: Option[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      value?: unknown;
      label?: unknown;
    };
    const value = typeof record.value === 'string' ? record.value.trim() : null;
    const label = typeof record.label === 'string' ? record.label.trim() : '';
    const problem =
      typeof entry !== 'object' || entry === null || Array.isArray(entry)
        ? 'is not an object { value, label }'
        : value === null || (!value && !rules.emptyValue)
          ? `has no value${rules.emptyValue ? ` (text, "" for ${rules.emptyValue})` : ''}`
          : !label
            ? 'has no label'
            : rules.reserved !== undefined && value === rules.reserved
              ? `uses the reserved value "${rules.reserved}"`
              : seen.has(value)
                ? 'repeats the value of an earlier entry'
                : '';
    if (problem) {
      drop({ at: `, entry[${index}]`, problem, value: entry, instead: 'left out' });
      return;
    }
    seen.add(value!);
    options.push({ value: value!, label });
  });
  return options;
}
