/**
 * The manifest's type texts cannot disagree with the TypeScript types: each `attr.*({ type })`
 * and `event<Detail>(description, type)` of an api file carries its type twice, once for the
 * compiler and once as text for custom-elements.json, the README tables and the shipped typings
 * (which are written from that text, scripts/package-types.ts). This compiles every text beside
 * the type the api gives what a page writes or the event detail (`InputOf`, `EventsOf`) and reports a text that
 * does not compile on its own (it names a type the typings do not have) or whose type is not
 * mutually assignable with the declared one. `npm run manifest` and `manifest:check` fail on a
 * report.
 */
import ts from 'typescript';
import { join, resolve } from 'node:path';
import { attributeName, type ElementApi } from '../packages/core/src/element/define-api';

/** An api as loaded at run time, with where it comes from (module path and export name). */
export interface ApiSource {
  file: string;
  exportName: string;
  api: Pick<ElementApi, 'tag' | 'attributes' | 'events'>;
  /** The export is an events map itself (core/element/shared-events.ts), not an api. */
  eventsOnly?: boolean;
}

interface Pair {
  where: string;
  text: string;
  /** A TypeScript type expression, in a module that imports the api as `api<index>`. */
  declared: string;
  partial?: boolean;
}

const TEXTS = '__api-type-texts__.ts';
const DECLARED = '__api-declared-types__.ts';

function pairs(sources: ApiSource[]): Pair[] {
  const found: Pair[] = [];
  sources.forEach(({ api, eventsOnly }, i) => {
    const events = eventsOnly ? `{ events: typeof api${i} }` : `typeof api${i}`;
    for (const [key, spec] of Object.entries(api.attributes))
      found.push({
        where: `<${api.tag}> attribute "${attributeName(key)}"`,
        text: spec.type,
        declared: `Writable<InputOf<(typeof api${i})['attributes'][${JSON.stringify(key)}]>>`,
        // A JSON object the adapter merges over its default may document its input as partial
        // (`labels`: "{ close?: string }"): the text then matches the type with every key optional.
        partial: spec.kind === 'json',
      });
    for (const [name, spec] of Object.entries(api.events))
      found.push({
        where: `<${api.tag}> event "${name}"`,
        text: spec.type,
        declared: `EventsOf<${events}>[${JSON.stringify(name)}]`,
      });
  });
  return found;
}

/** One line per text that does not compile alone or does not match its declared type. */
export function typeTextProblems(sources: ApiSource[], root = process.cwd()): string[] {
  const list = pairs(sources);
  const textsFile = resolve(root, TEXTS);
  const declaredFile = resolve(root, DECLARED);
  const defineApi = join(root, 'packages/core/src/element/define-api').split('\\').join('/');
  const virtual = new Map<string, string>([
    [
      textsFile,
      `export {};\n${list.map((p, i) => `type T${i} = ${p.text.replace(/\s*\n\s*/g, ' ')};`).join('\n')}\n`,
    ],
    [
      declaredFile,
      [
        `import type { EventsOf, InputOf } from ${JSON.stringify(defineApi)};`,
        // What a page writes is not frozen: the text may leave out \`readonly\`.
        'type Writable<T> = T extends readonly (infer U)[] ? Writable<U>[] : T extends (...args: never[]) => unknown ? T : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;',
        ...sources.map(
          (s, i) =>
            `import type { ${s.exportName} as api${i} } from ${JSON.stringify(resolve(s.file).split('\\').join('/').replace(/\.ts$/, ''))};`,
        ),
        ...list.map((p, i) => `type D${i} = ${p.declared};`),
        ...list.map((p, i) => (p.partial ? `type P${i} = Partial<D${i}>;` : '')),
        'export {};',
      ].join('\n'),
    ],
  ]);

  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options: ts.CompilerOptions = { ...config.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) => {
    const text = virtual.get(resolve(name));
    return text !== undefined
      ? ts.createSourceFile(name, text, version, true)
      : getSourceFile.call(host, name, version, ...rest);
  };
  host.fileExists = (name) => virtual.has(resolve(name)) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(resolve(name)) ?? readFile.call(host, name);

  const program = ts.createProgram([textsFile, declaredFile], options, host);
  const checker = program.getTypeChecker();
  const problems: string[] = [];

  const aliases = (file: string, prefix: string) => {
    const source = program.getSourceFile(file)!;
    const types = new Map<number, ts.Type>();
    for (const statement of source.statements)
      if (ts.isTypeAliasDeclaration(statement) && statement.name.text.startsWith(prefix))
        types.set(
          Number(statement.name.text.slice(prefix.length)),
          checker.getTypeAtLocation(statement.name),
        );
    return { source, types };
  };
  const texts = aliases(textsFile, 'T');
  const declared = aliases(declaredFile, 'D');
  const partials = aliases(declaredFile, 'P');

  // A text must compile where the typings put it: alone, with nothing imported.
  const broken = new Set<number>();
  for (const d of program
    .getSemanticDiagnostics(texts.source)
    .concat(program.getSyntacticDiagnostics(texts.source))) {
    const line =
      d.start === undefined ? -1 : texts.source.getLineAndCharacterOfPosition(d.start).line;
    const index = line - 1; // line 0 is `export {};`
    const pair = list[index];
    if (!pair) throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    broken.add(index);
    problems.push(
      `${pair.where}: type text "${pair.text}" does not compile on its own (${ts.flattenDiagnosticMessageText(d.messageText, ' ')})`,
    );
  }
  for (const d of program.getSemanticDiagnostics(declared.source))
    throw new Error(`api types: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);

  list.forEach((pair, i) => {
    if (broken.has(i)) return;
    const text = texts.types.get(i)!;
    const actual = declared.types.get(i)!;
    const isAny = (t: ts.Type) => (t.flags & ts.TypeFlags.Any) !== 0;
    const same = (a: ts.Type, b: ts.Type) =>
      isAny(a) === isAny(b) && checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a);
    const partial = partials.types.get(i);
    if (!same(text, actual) && !(partial && same(text, partial)))
      problems.push(
        `${pair.where}: type text "${pair.text}" disagrees with the TypeScript type ${checker.typeToString(actual, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias)}`,
      );
  });
  return problems;
}
