// @vitest-environment node
/**
 * The planted authoring mistakes (packages/check/testing/planted.ts) in mf-check's layer: their
 * HTML copy and their table are what the corpus makes, and mf-check reports each mistake it can
 * see once, at its snippet's line, with the planted rule and message, and nothing else. (The
 * elements' warnings and notes are tested in Chromium: tests/browser/mistakes.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { PLANTED, type PlantedMistake } from '@mf/check/testing/planted';
import {
  MISTAKES_TABLE,
  mistakesTable,
  PARSER_WORDS,
  PLANTED_HTML,
  plantedDocument,
  WRITE_COMMAND,
} from '@mf/check/testing/planted-files';
import { createChecker, type Problem } from './check';
import { loadElements } from './manifest';

const checker = createChecker();
const { html, lines } = plantedDocument();
const stale = (path: string) => `${path} is stale: run \`${WRITE_COMMAND}\``;

describe('the planted mistakes (docs/authoring-mistakes.md)', () => {
  it('at least 45, over at least 16 elements; at least 40 with a warning and a note', () => {
    expect(PLANTED.length).toBeGreaterThanOrEqual(45);
    expect(new Set(PLANTED.map((entry) => entry.tag)).size).toBeGreaterThanOrEqual(16);
    expect(PLANTED.filter((entry) => entry.warning && entry.notice).length).toBeGreaterThanOrEqual(
      40,
    );
  });

  it('each has its own id, one of our tags, and a reason for each outcome a layer cannot see', () => {
    const tags = new Set(loadElements().keys());
    expect(new Set(PLANTED.map((entry) => entry.id)).size).toBe(PLANTED.length);
    for (const entry of PLANTED) {
      expect(entry.id, entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tags.has(entry.tag), `${entry.id}: ${entry.tag}`).toBe(true);
      const reasons = Object.entries(entry.why ?? {})
        .filter(([, why]) => why)
        .map(([outcome]) => outcome)
        .sort();
      const missing = (['check', 'notice', 'warning'] as const).filter(
        (outcome) => entry[outcome] === null,
      );
      expect(reasons, `${entry.id}: a reason for each null outcome, only those`).toEqual(missing);
      // A warning names the element as the only one of its tag on the page, or by its id.
      if (entry.warning)
        expect(entry.warning, entry.id).toMatch(/^<[a-z][\w-]*>(?: \(1st on the page\)|#[\w-]+): /);
    }
  });

  it(`${PLANTED_HTML} is the corpus as generated`, () => {
    expect(readFileSync(PLANTED_HTML, 'utf8'), stale(PLANTED_HTML)).toBe(html);
  });

  it(`${MISTAKES_TABLE} is the corpus as generated`, async () => {
    expect(readFileSync(MISTAKES_TABLE, 'utf8'), stale(MISTAKES_TABLE)).toBe(await mistakesTable());
  });
});

describe(`mf-check on ${PLANTED_HTML}`, () => {
  let problems: Problem[] = [];
  beforeAll(async () => {
    problems = await checker.checkFile(PLANTED_HTML);
  });

  /** The line mf-check reports `entry` at. */
  const lineOf = (entry: PlantedMistake) => lines.get(entry.id)! + (entry.check?.line ?? 1) - 1;
  const at = (entry: PlantedMistake) =>
    problems.filter((problem) => problem.line === lineOf(entry));

  it('reports nothing but the planted mistakes it can see', () => {
    const planted = new Set(PLANTED.filter((entry) => entry.check).map(lineOf));
    expect(problems.filter((problem) => !planted.has(problem.line))).toEqual([]);
    expect(problems).toHaveLength(planted.size);
  });

  it.each(PLANTED.filter((entry) => entry.check).map((entry) => [entry.id, entry] as const))(
    '%s: once, at its line, with its rule and message',
    (_id, entry) => {
      const [problem, ...more] = at(entry);
      expect(more).toEqual([]);
      expect(problem?.rule).toBe(entry.check!.rule);
      const { message } = entry.check!;
      // A JSON parser's own words differ between Node versions: only their lead-in is planted.
      if (PARSER_WORDS.test(message)) expect(problem?.message.startsWith(message)).toBe(true);
      else expect(problem?.message).toBe(message);
    },
  );

  it.each(PLANTED.filter((entry) => !entry.check).map((entry) => [entry.id, entry.why?.check]))(
    '%s: nothing (%s)',
    (id) => {
      const entry = PLANTED.find((planted) => planted.id === id)!;
      const first = lines.get(entry.id)!;
      const last = first + entry.html.split('\n').length - 1;
      expect(problems.filter((problem) => problem.line >= first && problem.line <= last)).toEqual(
        [],
      );
    },
  );
});
