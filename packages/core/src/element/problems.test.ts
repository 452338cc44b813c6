import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  describeElement,
  problemList,
  problemsOf,
  reportProblems,
  shorten,
  type Problem,
} from './problems';

const missing: Problem = {
  place: 'attribute "collection"',
  problem: 'is missing',
  instead: 'suggestions are not asked',
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function warnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('the problem reporter (core/element/problems)', () => {
  it('warns once per distinct problem per element, naming the element, the place and what it does instead', () => {
    const warn = warnings();
    const host = document.createElement('mf-site-search');
    document.body.append(host);
    reportProblems(host, 'required', [missing]);
    reportProblems(host, 'required', [missing]); // a re-render, a second read
    reportProblems(host, 'required', [{ ...missing }]);
    expect(warn.mock.calls).toEqual([
      [
        '<mf-site-search> (1st on the page): attribute "collection" is missing; suggestions are not asked.',
      ],
    ]);
  });

  it('a second element with the same problem is named on its own', () => {
    const warn = warnings();
    const [first, second] = [1, 2].map(() => document.createElement('mf-product-card'));
    document.body.append(first!, second!);
    for (const host of [first!, second!]) reportProblems(host, 'content', [missing]);
    expect(warn.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual([
      '<mf-product-card> (1st on the page)',
      '<mf-product-card> (2nd on the page)',
    ]);
  });

  it('names an element by its id when it has one, by its position otherwise', () => {
    const tags = Array.from({ length: 13 }, () => document.createElement('mf-x-y'));
    document.body.append(...tags);
    expect(describeElement(tags[2]!)).toBe('<mf-x-y> (3rd on the page)');
    expect(describeElement(tags[10]!)).toBe('<mf-x-y> (11th on the page)');
    tags[12]!.id = 'offers';
    expect(describeElement(tags[12]!)).toBe('<mf-x-y>#offers');
    expect(describeElement(document.createElement('mf-x-y'))).toBe('<mf-x-y>');
  });

  it('a changed value that is still wrong is a new problem', () => {
    const warn = warnings();
    const host = document.createElement('mf-x-y');
    const bad = (value: string): Problem => ({
      place: 'attribute "per-page"',
      problem: 'expects a number',
      value,
      instead: 'using the default',
    });
    reportProblems(host, 'attribute', [bad('2px')]);
    reportProblems(host, 'attribute', [bad('3px')]);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '<mf-x-y>: attribute "per-page" expects a number, got "2px"; using the default.',
      '<mf-x-y>: attribute "per-page" expects a number, got "3px"; using the default.',
    ]);
    expect(problemsOf(host)).toEqual([bad('3px')]);
  });

  it('keeps the current problems by source; a source that is fine again leaves the list', () => {
    warnings();
    const host = document.createElement('mf-x-y');
    const section: Problem = { place: 'section[2]', problem: 'has no content', instead: 'skipped' };
    reportProblems(host, 'attribute "collection"', [missing]);
    reportProblems(host, 'content', [section]);
    expect(problemsOf(host)).toEqual([missing, section]);
    reportProblems(host, 'attribute "collection"', []);
    expect(problemsOf(host)).toEqual([section]);
    const list = problemList(host, 'content');
    list.report();
    expect(problemsOf(host)).toEqual([]);
  });

  it('shortens a long value to about 60 characters on one line', () => {
    expect(shorten('a  b\n c')).toBe('a b c');
    const long = shorten('x'.repeat(200));
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
    expect(shorten({ price: 'abc' })).toBe('{"price":"abc"}');
    expect(shorten(document.createElement('div'))).toBe('<div>');
  });

  it('without a host, a list warns its problems as they are', () => {
    const warn = warnings();
    const list = problemList(null, 'content');
    list.add(missing);
    list.report();
    expect(warn.mock.calls).toEqual([
      ['attribute "collection" is missing; suggestions are not asked.'],
    ]);
  });
});
