// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fixtureModel } from '@mf/forms/testing/fixture';
import { EMPTY_MODEL, formTypeOfHash, normalizeModel, rangesFor } from './model';

describe('formTypeOfHash (spec §2)', () => {
  it.each([
    ['modal-brochure', 'brochure'],
    ['#modal-demo', 'demo'],
    ['modal-quote', 'quote'],
    ['modal-informed', 'informed'],
    ['modal-offer', 'offer'],
    ['modal-other', null],
    ['modal-brochure-x', null],
    ['brochure', null],
    ['', null],
  ])('%j -> %j', (hash, type) => {
    expect(formTypeOfHash(hash)).toBe(type);
  });
});

describe('normalizeModel (spec §3)', () => {
  it('reads types, ranges, models, per-type model data and present links only', () => {
    const report = vi.fn();
    const model = normalizeModel(fixtureModel(), report);
    expect(report).not.toHaveBeenCalled();
    expect(model.types.brochure?.iframe_src).toBe(
      'https://agcocorp.my.salesforce-sites.com/leadform',
    );
    expect(model.types.quote).toBeUndefined();
    const first = model.items[0]!.models[0]!;
    expect(first.productTagId).toBe('mf:5s/105');
    expect(first.types.brochure?.links).toEqual([
      { href: 'https://cdn.example.com/5s.pdf', label: 'Download the brochure' },
      { href: 'https://cdn.example.com/5s-spec.pdf', label: 'Specifications' },
    ]);
    // show_form_cta: true or the text "true"
    expect(first.types.brochure?.showFormCta).toBe(true);
    expect(model.items[0]!.models[1]!.types.brochure?.showFormCta).toBe(true);
    expect(model.items[1]!.models[0]!.types.brochure?.showFormCta).toBe(false);
  });

  it('names each bad field and keeps the rest', () => {
    const report = vi.fn();
    const data = fixtureModel() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    delete data.brochure.heading;
    data.demo.iframe_src = 'javascript:alert(1)';
    data.items[0].models[1].brochure = { subtitle: 'no title' };
    data.items[0].models[0].brochure.secondary_brochure_cta_link = 'javascript:x';
    data.items[0].models[0].brochure.show_form_cta = 'yes';
    data.items.push({ title: 'Broken', models: 'none' }, 7);
    const model = normalizeModel(data, report);
    expect(report.mock.calls.map(([m]) => m)).toEqual([
      'model.brochure.heading is missing',
      'model.demo.iframe_src must be an http(s) address',
      'model.items[0].models[0].brochure.secondary_brochure_cta_link must be an http(s) address',
      'model.items[0].models[1].brochure.title is missing',
      'model.items[2].models must be a list',
      'model.items[3] must be an object',
    ]);
    expect(model.types.brochure?.cta_label).toBe('Request brochure');
    expect(model.types.demo?.iframe_src).toBe('');
    expect(model.items).toHaveLength(2);
    expect(model.items[0]!.models[0]!.types.brochure?.links).toHaveLength(1);
    expect(model.items[0]!.models[0]!.types.brochure?.showFormCta).toBe(false);
    expect(model.items[0]!.models[1]!.types.brochure).toBeUndefined();
  });

  it('logs with the element name by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(normalizeModel([])).toBe(EMPTY_MODEL);
    expect(error).toHaveBeenCalledWith('mf-form-modal: model must be a JSON object');
    normalizeModel({ brochure: {} });
    expect(error).toHaveBeenCalledWith('mf-form-modal: model.items must be a list');
  });

  it('offers per type only the models (and ranges) that have data for it', () => {
    const model = normalizeModel(fixtureModel(), vi.fn());
    expect(rangesFor(model, 'brochure').map((r) => r.models.length)).toEqual([2, 1]);
    expect(rangesFor(model, 'demo').map((r) => r.title)).toEqual(['MF 5S Series']);
    expect(rangesFor(model, 'offer')).toEqual([]);
  });
});

describe('HTML entities from the CMS', () => {
  it('decodes the text of types, ranges, models and links, not the addresses', () => {
    const raw = fixtureModel() as {
      brochure: Record<string, unknown>;
      items: Array<Record<string, unknown> & { models: Array<Record<string, unknown>> }>;
    };
    raw.brochure.heading = 'Brochures &amp; specs';
    raw.items[0]!.title = 'MF 5S &ndash; Series';
    const model0 = raw.items[0]!.models[0]!;
    model0.brochure_image_alt = 'Tractor &quot;5S&quot;';
    (model0.brochure as Record<string, unknown>).title = 'Fish &amp; Chips';
    (model0.brochure as Record<string, unknown>).brochure_cta_label = 'Download &#8594;';
    const model = normalizeModel(raw, vi.fn());
    expect(model.types.brochure?.heading).toBe('Brochures & specs');
    expect(model.items[0]!.title).toBe('MF 5S – Series');
    const first = model.items[0]!.models[0]!;
    expect(first.imageAlt).toBe('Tractor "5S"');
    expect(first.types.brochure?.title).toBe('Fish & Chips');
    expect(first.types.brochure?.links[0]).toEqual({
      href: 'https://cdn.example.com/5s.pdf',
      label: 'Download →',
    });
  });
});
