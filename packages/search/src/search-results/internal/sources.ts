/** A search source of the results page's filter (spec §2: the source-filter dropdown). */
export interface Source {
  /** The sourceName sent ('' = every source). */
  value: string;
  label: string;
}

/**
 * The CMS's source list ("validated; bad entries logged by path"). Not an array: throws
 * (the adapter logs it and keeps the default). Entries without a string value and a non-empty
 * label, and a value seen before, are logged by their path (`sources[2].label`) and left out.
 */
export function validateSources(raw: unknown, where = 'sources'): Source[] {
  if (!Array.isArray(raw)) throw new Error('must be an array of { value, label }');
  const sources: Source[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const path = `${where}[${index}]`;
    const { value, label } = (entry ?? {}) as { value?: unknown; label?: unknown };
    if (typeof entry !== 'object' || entry === null)
      console.error(`${path}: not an object; left out`);
    else if (typeof value !== 'string') console.error(`${path}.value: not a string; left out`);
    else if (typeof label !== 'string' || !label.trim())
      console.error(`${path}.label: not a non-empty string; left out`);
    else if (seen.has(value)) console.error(`${path}.value: "${value}" twice; left out`);
    else {
      seen.add(value);
      sources.push({ value, label: label.trim() });
    }
  });
  return sources;
}
