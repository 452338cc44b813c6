import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ElementApi } from '../packages/core/src/element/define-api';
import { listElements, type ElementFiles } from './elements';

// The api files import @mf/core, whose adapter imports the token stylesheet as text.
register('./css-text-loader.mjs', import.meta.url);

export interface LoadedElement extends ElementFiles {
  api: ElementApi;
  /** The name the api file exports it under. */
  exportName: string;
}

/** Imports every element's `*.api.ts` and returns the api it exports (the export with a `tag`). */
export async function loadApis(root = process.cwd()): Promise<LoadedElement[]> {
  const loaded: LoadedElement[] = [];
  for (const files of listElements(root)) {
    const module = (await import(pathToFileURL(files.apiFile).href)) as Record<string, unknown>;
    const found = Object.entries(module).find(
      (entry): entry is [string, ElementApi] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'tag' in entry[1],
    );
    if (!found) throw new Error(`${files.apiFile} exports no element api`);
    const [exportName, api] = found;
    if (api.tag !== files.tag)
      throw new Error(`${files.apiFile} declares ${api.tag}, expected ${files.tag} (folder name)`);
    loaded.push({ ...files, api, exportName });
  }
  return loaded;
}
