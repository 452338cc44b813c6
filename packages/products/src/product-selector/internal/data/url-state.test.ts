// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FEATURE_FILTER, WIDTH_FILTER, SORTS, TYPE_FILTER } from '@mf/products/testing/cards';
import { wellFormed } from '@mf/core/http/url-component';
import { readSelection, writeSelection } from './url-state';
import { cleanSelection, parseStoredRange } from './selection';

describe('the selection in the address', () => {
  it('round-trips, keeping the page’s own parameters', () => {
    const selection = {
      options: { product_type: ['tractor', 'a,b & c'] },
      ranges: { width_range: '100-250' },
      sort: 'price:desc',
    };
    const search = writeSelection('?utm_source=x&f.old=1', selection);
    expect(search).toBe(
      '?utm_source=x&f.product_type=tractor,a%2Cb%20%26%20c&r.width_range=100-250&sort=price%3Adesc',
    );
    expect(readSelection(search, () => {})).toEqual(selection);
    expect(writeSelection(search, { options: {}, ranges: {}, sort: '' })).toBe('?utm_source=x');
  });

  it('the power unit is `power=hp|kW`, after the ranges; another value is no unit of ours', () => {
    const selection = {
      options: {},
      ranges: { slider_range_kw: '55.927-111.855' },
      sort: 'price:desc',
      power: 'hp' as const,
    };
    const search = writeSelection('?power=kW&page=2', selection);
    expect(search).toBe('?page=2&r.slider_range_kw=55.927-111.855&power=hp&sort=price%3Adesc');
    expect(readSelection(search, () => {})).toEqual(selection);
    expect(readSelection('?power=KW', () => {}).power).toBe('kW');
    expect(readSelection('?power=PS', () => {})).toEqual({ options: {}, ranges: {}, sort: '' });
    expect(writeSelection('?power=kW', { options: {}, ranges: {}, sort: '' })).toBe('');
  });

  it('the model search as typed is `model`, after the filters; empty, it is left out', () => {
    const selection = { options: {}, ranges: {}, sort: 'price:desc', query: ' MF-5S, 6R&x ' };
    const search = writeSelection('?model=old&page=2', selection);
    expect(search).toBe('?page=2&sort=price%3Adesc&model=%20MF-5S%2C%206R%26x%20');
    expect(readSelection(search, () => {})).toEqual(selection);
    expect(readSelection('?model=6R+250', () => {}).query).toBe('6R 250');
    expect(writeSelection(search, { ...selection, query: '' })).toBe('?page=2&sort=price%3Adesc');
    expect(readSelection('?model=', () => {})).toEqual({ options: {}, ranges: {}, sort: '' });
  });

  it('spec §8: a component that cannot be decoded is reported and ignored, the rest read', () => {
    const undecodable = vi.fn();
    const selection = readSelection(
      '?f.product_type=%E0%A4%A&sort=title%3Aasc&page=%zz',
      undecodable,
    );
    expect(undecodable).toHaveBeenCalledTimes(1);
    expect(undecodable).toHaveBeenCalledWith('f.product_type=%E0%A4%A');
    expect(selection).toEqual({ options: {}, ranges: {}, sort: 'title:asc' });
  });

  it('never throws and always round-trips what it wrote (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        readSelection(junk, () => {});
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 4 }),
        (values) => {
          const selection = { options: { product_type: values }, ranges: {}, sort: '' };
          expect(
            readSelection(writeSelection('', selection), () => {}).options.product_type,
          ).toEqual(values.map((v) => wellFormed(v)));
        },
      ),
    );
  });

  it('cleanSelection keeps only known fields, values and sorts; clamps ranges', () => {
    expect(
      cleanSelection(
        {
          options: { product_type: ['tractor', 'boat'], colour: ['red'] },
          ranges: { width_range: '-20-9000', other: '1-2' },
          sort: 'nope:asc',
        },
        [TYPE_FILTER, FEATURE_FILTER, WIDTH_FILTER],
        SORTS,
      ),
    ).toEqual({ options: { product_type: ['tractor'] }, ranges: {}, sort: '' });
    expect(
      cleanSelection(
        { options: {}, ranges: { width_range: '600-100' }, sort: 'price:desc' },
        [WIDTH_FILTER],
        SORTS,
      ),
    ).toEqual({ options: {}, ranges: { width_range: '100-500' }, sort: 'price:desc' });
  });

  it('parseStoredRange: two parts only', () => {
    expect(parseStoredRange('10-20')).toEqual({ min: 10, max: 20 });
    expect(parseStoredRange('20-10')).toEqual({ min: 10, max: 20 });
    expect(parseStoredRange('10')).toBeNull();
    expect(parseStoredRange('10-')).toBeNull();
    expect(parseStoredRange('a-b')).toBeNull();
  });
});
