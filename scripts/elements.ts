import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every element of the library: `packages/<area>/src/<name>/<name>.element.ts` registers
 * `<mf-name>`. Build, manifest and size report all discover elements here, so adding an
 * element folder is enough.
 */
export interface ElementFiles {
  tag: string;
  area: string;
  dir: string;
  elementFile: string;
  apiFile: string;
}

export function listElements(root = process.cwd()): ElementFiles[] {
  const packages = join(root, 'packages');
  const found: ElementFiles[] = [];
  for (const area of readdirSync(packages).sort()) {
    const src = join(packages, area, 'src');
    if (!existsSync(src)) continue;
    for (const name of readdirSync(src).sort()) {
      const elementFile = join(src, name, `${name}.element.ts`);
      if (!existsSync(elementFile)) continue;
      found.push({
        tag: `mf-${name}`,
        area,
        dir: join(src, name),
        elementFile,
        apiFile: join(src, name, `${name}.api.ts`),
      });
    }
  }
  return found;
}

/** tsup entries: `mf-<name>` -> its element file. */
export function elementEntries(root = process.cwd()): Record<string, string> {
  return Object.fromEntries(listElements(root).map((e) => [e.tag, e.elementFile]));
}
