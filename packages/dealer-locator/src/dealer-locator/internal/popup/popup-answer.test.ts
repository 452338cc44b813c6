import { ApiFetchError } from '@mf/core/http/api-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rawDealer } from '@mf/dealer-locator/testing/dealers';
import { MAX_SERVER_PER_PAGE, popupDealer, readPopupAnswer, serverPerPage } from './popup-answer';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const popupRecord = (overrides: Record<string, unknown> = {}) =>
  rawDealer({
    dealer_name: 'Prairie Farm Equipment',
    address: { street: '1200 Main St', city: 'Ames', state_code: 'IA', postal_code: '50010' },
    salesforce_record: { Id: '001A', Name: 'Prairie' },
    ...overrides,
  });

describe('popup answer boundary (spec §3 popup fields, §9 perPage)', () => {
  it('reads { perPage, dealers }: dealers normalised, hand-back fields by code', () => {
    const answer = readPopupAnswer({ perPage: 10, dealers: [popupRecord()] });
    expect(answer.perPage).toBe(10);
    expect(answer.dealers.map((d) => d.dealer_code)).toEqual(['D100']);
    expect(answer.dealers[0]!.address.state).toBe('IA');
    expect(answer.fields.get('D100')).toEqual({
      dealer_code: 'D100',
      dealer_name: 'Prairie Farm Equipment',
      phone_main: '+1 (515) 555-0100',
      address: { street: '1200 Main St', city: 'Ames', state_code: 'IA', postal_code: '50010' },
      salesforce_record: { Id: '001A', Name: 'Prairie' },
    });
  });

  it('uses dealer_name when the record has no name', () => {
    const answer = readPopupAnswer({
      perPage: 5,
      dealers: [popupRecord({ name: undefined, dealer_name: 'Only Popup Name' })],
    });
    expect(answer.dealers[0]!.name).toBe('Only Popup Name');
  });

  it('takes a bare list (no server page size)', () => {
    const answer = readPopupAnswer([popupRecord()]);
    expect(answer.perPage).toBeNull();
    expect(answer.dealers).toHaveLength(1);
  });

  it.each([null, 'text', 42, {}, { dealers: 'x' }, { perPage: 10 }])(
    'anything else (%j) is an ApiFetchError (the results error)',
    (value) => {
      expect(() => readPopupAnswer(value)).toThrow(ApiFetchError);
    },
  );

  it.each([
    [10, 10],
    ['12', 12],
    [1, 1],
    [MAX_SERVER_PER_PAGE, MAX_SERVER_PER_PAGE],
  ])('perPage %j is used', (value, expected) => {
    expect(serverPerPage(value)).toBe(expected);
  });

  it.each([0, -1, 2.5, MAX_SERVER_PER_PAGE + 1, 'ten', true, {}])(
    'perPage %j is unusable (logged; the page per-page applies)',
    (value) => {
      expect(serverPerPage(value)).toBeNull();
      expect(warn).toHaveBeenCalled();
    },
  );

  it('a missing perPage is silently the page default', () => {
    expect(serverPerPage(undefined)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty string', '  '],
    ['a number', 42],
    ['an array', ['001A']],
  ])(
    'a dealer whose salesforce_record is %s cannot be chosen (no fields), but is listed',
    (_n, record) => {
      const answer = readPopupAnswer({
        perPage: 5,
        dealers: [popupRecord({ salesforce_record: record })],
      });
      expect(answer.fields.size).toBe(0);
      expect(answer.dealers).toHaveLength(1);
    },
  );

  it('a string salesforce_record is kept as it is (opaque)', () => {
    expect(popupDealer(popupRecord({ salesforce_record: 'a1b2c3' }))?.salesforce_record).toBe(
      'a1b2c3',
    );
  });

  it('cleans hostile text fields and falls back to state for state_code', () => {
    const fields = popupDealer(
      popupRecord({
        dealer_name: '  Big\u0000  Farm\n ',
        phone: { main: 42 },
        address: { street: ['x'], city: 'Ames', state: 'IA', postal_code: null },
      }),
    )!;
    expect(fields.dealer_name).toBe('Big Farm');
    expect(fields.phone_main).toBe('42');
    expect(fields.address).toEqual({ street: '', city: 'Ames', state_code: 'IA', postal_code: '' });
  });

  it('a record without a dealer code has no fields', () => {
    expect(popupDealer(popupRecord({ dealer_code: '' }))).toBeNull();
    expect(popupDealer('not a record')).toBeNull();
  });
});
