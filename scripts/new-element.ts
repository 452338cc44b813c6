/**
 * `npm run new-element <package> <name>`: a new element `<mf-name>` in `packages/<package>/src/<name>/`
 * with every file and registration the checks ask for (docs/adding-an-element.md): api, view, CSS,
 * element file, README, a vitest test of the view, a Chromium test, the gallery page and its e2e
 * test, an entry in each law's table, a size budget row and an interaction bench case. It then
 * runs `npm run manifest` (custom-elements.json, the all-in-one entry, typings, package.json
 * exports, the README tables and lists). The templates are scripts/new-element/templates.ts.
 *
 * What discovers elements by itself needs nothing here: the build entries, the size report's rows
 * and the manifest (scripts/elements.ts), the gallery index, the production-like pages and the
 * API pages (scripts/build-demo.ts), the conformance suites (custom-elements.json), the gallery
 * sweeps (tests/e2e/gallery.e2e.ts). An element of an existing package only: a new package has
 * its own package.json, workspace, page stylesheet and tsconfig paths to decide by hand.
 *
 * `--no-manifest` skips the manifest run (the test runs it itself, to time it apart).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listElements } from './elements';
import {
  apiFile,
  benchEntry,
  browserTestFile,
  cssFile,
  e2eTestFile,
  elementFile,
  galleryPage,
  lawEntries,
  namesOf,
  readmeFile,
  sizeEntry,
  viewFile,
  viewTestFile,
  type Names,
} from './new-element/templates';

/** The line each registry holds where a new element's entry goes (above it). */
export const ANCHOR = '// scripts/new-element.ts adds the entry of a new element above this line.';

/** The law files of tests/browser/laws/, each with a table of one entry per element. */
export const LAWS = ['colours', 'deadlines', 'dialogs', 'focus', 'long-content', 'motion'];

/**
 * The tags a law's table names (its `'mf-…':` keys), read from the law file's text: the Node side
 * of the suite's completeness test (tests/browser/laws/support.ts `law`, which runs in Chromium),
 * for a check without a browser. A law file holds `'mf-…':` keys in its table only.
 */
export function lawTableTags(source: string): string[] {
  return [...source.matchAll(/^\s*'(mf-[a-z0-9-]+)':/gm)].map((m) => m[1]!).sort();
}

/** Packages that hold elements (core, ui and all hold none). */
function elementPackages(root: string): string[] {
  return [...new Set(listElements(root).map((e) => e.area))];
}

/** Why the arguments cannot make an element, or null. */
export function invalidArguments(root: string, area: string, name: string): string | null {
  const areas = elementPackages(root);
  if (!areas.includes(area))
    return `"${area}" is not a package with elements (one of: ${areas.join(', ')}); a new package is made by hand (docs/adding-an-element.md).`;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(name))
    return `"${name}" is not kebab-case of two words or more (docs/style.md "Naming": mf- and two or more words), e.g. "open-day".`;
  const tag = `mf-${name}`;
  const taken = listElements(root).find((e) => e.tag === tag);
  if (taken) return `<${tag}> exists already (packages/${taken.area}/src/${name}/).`;
  if (existsSync(join(root, 'packages', area, 'src', name)))
    return `packages/${area}/src/${name}/ exists already.`;
  return null;
}

/** The new files, by path from the root. */
function files(n: Names): Record<string, string> {
  const dir = `packages/${n.area}/src/${n.name}`;
  return {
    [`${dir}/${n.name}.api.ts`]: apiFile(n),
    [`${dir}/${n.name}.tsx`]: viewFile(n),
    [`${dir}/${n.name}.css`]: cssFile(n),
    [`${dir}/${n.name}.element.ts`]: elementFile(n),
    [`${dir}/${n.name}.test.tsx`]: viewTestFile(n),
    [`${dir}/README.md`]: readmeFile(n),
    [`demo/${n.tag}.html`]: galleryPage(n),
    [`tests/browser/${n.tag}.test.ts`]: browserTestFile(n),
    [`tests/e2e/${n.tag}.e2e.ts`]: e2eTestFile(n),
  };
}

/** `text` with `entry` (indented as the anchor line) inserted above the anchor line. */
export function insertAtAnchor(text: string, entry: string, where: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.trim() === ANCHOR);
  if (at < 0 || lines.findIndex((line, i) => i > at && line.trim() === ANCHOR) >= 0)
    throw new Error(`${where}: expected one line "${ANCHOR}"`);
  const indent = /^\s*/.exec(lines[at]!)![0];
  const added = entry.split('\n').map((line) => (line ? indent + line : line));
  lines.splice(at, 0, ...added);
  return lines.join('\n');
}

/** The registries' edits, by path from the root: each file's text with the new entries. */
function registrations(root: string, n: Names): Record<string, string> {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const out: Record<string, string> = {};
  const entries = lawEntries(n);
  for (const law of LAWS) {
    const path = `tests/browser/laws/${law}.test.ts`;
    out[path] = insertAtAnchor(read(path), entries[law]!, path);
  }
  out['scripts/size.ts'] = insertAtAnchor(read('scripts/size.ts'), sizeEntry(n), 'scripts/size.ts');
  out['scripts/bench-browser-cases.ts'] = insertAtAnchor(
    read('scripts/bench-browser-cases.ts'),
    benchEntry(n),
    'scripts/bench-browser-cases.ts',
  );
  // The shared part names (README "Theming"): the element renders a heading.
  const parts = 'tests/conformance/parts.test.ts';
  const text = read(parts);
  const heading = '  heading: [\n';
  if (!text.includes(heading)) throw new Error(`${parts}: expected the line "  heading: ["`);
  out[parts] = text.replace(heading, `${heading}    '${n.tag}',\n`);
  return out;
}

/** Makes the element under `root`; returns the files written, new and changed. */
export function newElement(
  root: string,
  area: string,
  name: string,
  { manifest = true }: { manifest?: boolean } = {},
): { created: string[]; changed: string[] } {
  const invalid = invalidArguments(root, area, name);
  if (invalid) throw new Error(invalid);
  const n = namesOf(area, name);
  const created = files(n);
  const changed = registrations(root, n);
  for (const [path, text] of Object.entries({ ...created, ...changed })) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // Formatted as the repository is (the templates are close; prettier settles line widths).
  const written = [...Object.keys(created), ...Object.keys(changed)];
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', ...written], {
    cwd: root,
    stdio: 'inherit',
  });
  if (manifest)
    execFileSync('npm', ['run', '--silent', 'manifest'], { cwd: root, stdio: 'inherit' });
  return { created: Object.keys(created), changed: Object.keys(changed) };
}

if (process.argv[1]?.endsWith('new-element.ts')) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (args.length !== 2) {
    console.error('Usage: npm run new-element <package> <name>   (e.g. page-tools open-day)');
    process.exit(1);
  }
  const [area, name] = args as [string, string];
  try {
    const { created, changed } = newElement(process.cwd(), area, name, {
      manifest: !process.argv.includes('--no-manifest'),
    });
    console.log(`<mf-${name}> made in packages/${area}/src/${name}/.`);
    console.log(`Created:\n${created.map((p) => `  ${p}`).join('\n')}`);
    console.log(`Registered in:\n${changed.map((p) => `  ${p}`).join('\n')}`);
    console.log('Next: docs/adding-an-element.md ("What to do next").');
  } catch (error) {
    console.error(`new-element: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
