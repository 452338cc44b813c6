/**
 * mf-check as functions: checks HTML (CMS output, page templates) against our elements' API, on
 * html-validate with metadata made from custom-elements.json (docs/mf-check.md). The `mf-check`
 * command (cli.ts) is a thin shell around these; the package exports them as
 * `@mf/web-components/check`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { CLI, HtmlValidate } from 'html-validate';
import { checkConfig } from './config';
import { loadElements, TAG_PREFIX, withPrefix, type ElementsModel } from './manifest';
import { problemOf, type Problem } from './report';

export type { Problem } from './report';
export { formatJson, formatText } from './report';

export interface CheckOptions {
  /**
   * The page's tag prefix (`<meta name="mf-tag-prefix" content="acme">`: `<acme-dealer-locator>`,
   * README "Tag prefixes"); `mf` by default.
   */
  tagPrefix?: string;
  /** Where relative paths and patterns start, and what reported paths are relative to. */
  cwd?: string;
  /** Another custom-elements.json than the package's own (a file path). */
  manifest?: string;
}

/** A mistake in the call itself (a pattern that matches nothing, a bad prefix): exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Folders given as patterns are searched for these. */
const EXTENSIONS = ['html', 'htm'];

const shown = (path: string, cwd: string) => {
  const inside = relative(cwd, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside.split(sep).join('/');
};

/**
 * The files of a list of paths, folders and glob patterns, in the order given (each once). A
 * folder means the .html and .htm files below it; patterns are expanded by html-validate's file
 * search (glob), which also leaves out what a `.htmlvalidateignore` lists. A pattern that matches
 * no file is a UsageError.
 */
export async function findTemplates(patterns: string[], cwd = process.cwd()): Promise<string[]> {
  const search = new CLI();
  const found = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of patterns) {
    const path = resolve(cwd, pattern);
    // An existing file is taken as it is: a name like `[id].html` is not a pattern.
    const files =
      existsSync(path) && statSync(path).isFile()
        ? [path]
        : await search.expandFiles([pattern], { cwd, extensions: EXTENSIONS });
    if (files.length === 0) unmatched.push(pattern);
    for (const file of files) found.add(file);
  }
  if (unmatched.length)
    throw new UsageError(`No file matches ${unmatched.map((p) => `"${p}"`).join(', ')}.`);
  return [...found];
}

/** A checker for many texts: the configuration and metadata are made once. */
export function createChecker(options: CheckOptions = {}) {
  const prefix = (options.tagPrefix ?? 'mf').trim().toLowerCase();
  if (!TAG_PREFIX.test(prefix))
    throw new UsageError(
      `The tag prefix "${options.tagPrefix}" is unusable: lower-case words joined by hyphens, starting with a letter.`,
    );
  const cwd = options.cwd ?? process.cwd();
  const elements: ElementsModel = withPrefix(
    loadElements(options.manifest ? resolve(cwd, options.manifest) : undefined),
    prefix,
  );
  const validator = new HtmlValidate(checkConfig(elements, prefix));
  const checkHtml = async (html: string, file: string): Promise<Problem[]> => {
    const report = await validator.validateString(html, file);
    return report.results
      .flatMap((result) => result.messages)
      .map((message) => problemOf(message, file, elements))
      .sort((a, b) => a.line - b.line || a.column - b.column);
  };
  return {
    cwd,
    /** The problems of one HTML text; `file` is the name they are reported under. */
    checkHtml,
    /** The problems of one file, reported under its path from `cwd` (when it is inside). */
    async checkFile(path: string): Promise<Problem[]> {
      let html: string;
      try {
        html = readFileSync(resolve(cwd, path), 'utf8');
      } catch (error) {
        throw new UsageError(`${path} cannot be read: ${(error as Error).message}`);
      }
      return checkHtml(html, shown(resolve(cwd, path), cwd));
    },
  };
}

/**
 * The problems of every file the paths, folders and patterns name (`findTemplates`), file by
 * file in that order, each file's by line and column. Throws a UsageError for a pattern that
 * matches nothing, a file that cannot be read or an unusable tag prefix.
 */
export async function checkTemplates(
  patterns: string[],
  options: CheckOptions = {},
): Promise<Problem[]> {
  const checker = createChecker(options);
  const problems: Problem[] = [];
  for (const file of await findTemplates(patterns, checker.cwd))
    problems.push(...(await checker.checkFile(file)));
  return problems;
}

/** The problems of one HTML text (`file` names it in the problems). */
export async function checkHtml(
  html: string,
  file = 'template.html',
  options: CheckOptions = {},
): Promise<Problem[]> {
  return createChecker(options).checkHtml(html, file);
}
