/**
 * The interop layer: the same five elements in a Vue 3.5, Svelte 5, Angular 21 and
 * React 19 app (tests/interop/apps, each built with its own tooling by `npm run build:interop`),
 * in Chromium against the gallery's mock backends. Per framework: every attribute kind bound from
 * the app's state and changed through it; every event heard through the framework's own syntax
 * (exactly once); two instances side by side; 20 mounts and unmounts with nothing left in memory.
 * Every test fails on a console error or an uncaught exception (tests/e2e/fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import {
  EVENTS,
  type Heard,
  type InteropWindow,
  type Patch,
  type Tag,
} from './apps/shared/scenario';

const FRAMEWORKS = ['vue', 'svelte', 'angular', 'react'] as const;
const TAGS = Object.keys(EVENTS) as Tag[];

/** Opens a framework's app and waits until every element is defined and rendered. */
async function open(page: Page, framework: string): Promise<void> {
  await page.goto(`/interop/${framework}/`);
  await page.waitForSelector('html[data-interop-ready]');
  await rendered(page, 1);
}

/** Waits until each tag is on the page `count` times, each with its rendered part="base". */
async function rendered(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({ tags, count }) =>
      tags.every((tag) => {
        const all = [...document.querySelectorAll(tag)];
        return (
          all.length === count && all.every((el) => el.shadowRoot?.querySelector('[part~=base]'))
        );
      }),
    { tags: TAGS, count },
  );
}

const update = (page: Page, patch: Patch) =>
  page.evaluate((patch) => (window as InteropWindow).interop!.update(patch), patch);

const heard = (page: Page) =>
  page.evaluate(() => structuredClone((window as InteropWindow).interop!.heard) as Heard[]);

/** The properties of the first (or `instance`-th) element of `tag`: what its view is given. */
function props(page: Page, tag: Tag, keys: string[], instance = 1) {
  return page.evaluate(
    ({ tag, keys, instance }) => {
      const el = document.querySelectorAll(tag)[instance - 1] as unknown as Record<string, unknown>;
      return Object.fromEntries(keys.map((key) => [key, el[key]]));
    },
    { tag, keys, instance },
  );
}

const labelOf = (value: unknown, key: string) => (value as Record<string, string>)[key];

for (const framework of FRAMEWORKS) {
  test.describe(`${framework} app`, () => {
    test('binds every attribute kind from state (text, number, boolean incl. false, JSON) and follows changes', async ({
      page,
      allowConsoleErrors,
    }) => {
      // Switching no-consent-manager off without a consent-domain: the spec's own log (§8).
      allowConsoleErrors(/^CCM Domain not specified$/);
      await open(page, framework);
      const dealer = await props(page, 'mf-dealer-locator', [
        'searchEndpoint',
        'radius',
        'perPage',
        'noConsentManager',
        'requireLocation',
        'regions',
        'labels',
      ]);
      expect(dealer).toMatchObject({
        searchEndpoint: '/api/dealers/search',
        radius: 100,
        perPage: 25,
        noConsentManager: true,
        requireLocation: false,
        regions: [{ value: 'NA', label: 'North America', lat: 41.6, lng: -93.6 }],
      });
      expect(labelOf(dealer.labels, 'title')).toBe('Find a dealer');
      const events = await props(page, 'mf-events-overview', [
        'site',
        'perPage',
        'regions',
        'labels',
      ]);
      expect(events).toMatchObject({ site: 'mf', perPage: 5 });
      expect((events.regions as unknown[]).length).toBe(2);
      const news = await props(page, 'mf-news-archive', ['headingLevel', 'categories']);
      expect(news).toEqual({
        headingLevel: 2,
        categories: [{ value: 'products', label: 'Products' }],
      });
      const modal = await props(page, 'mf-form-modal', ['closeOnBackdrop', 'minHeight', 'model']);
      expect(modal).toMatchObject({ closeOnBackdrop: false, minHeight: 600 });
      expect(JSON.stringify(modal.model)).toContain('Request a brochure');
      const lead = await props(page, 'mf-lead-form', ['src', 'minHeight', 'requestType', 'labels']);
      expect(lead).toMatchObject({ minHeight: 400, requestType: 'quote' });
      expect(labelOf(lead.labels, 'frameTitle')).toBe('Request a quote');
      // What a visitor sees: the JSON-bound regions and labels of the events overview.
      const filter = page.locator('mf-events-overview [part~=filter]');
      await expect(filter.locator('label')).toHaveText('Region');
      await expect(filter.locator('option')).toHaveText(['All regions', 'Europe', 'North America']);

      await update(page, {
        dealer: {
          radius: 50,
          requireLocation: true,
          noConsentManager: false,
          regions: JSON.stringify([{ value: 'EU', label: 'Europe', lat: 51.2, lng: 7.5 }]),
        },
        events: {
          perPage: 2,
          regions: JSON.stringify([{ value: 'africa', label: 'Africa' }]),
          labels: JSON.stringify({ filter: 'Gebiet' }),
        },
        news: {
          headingLevel: 3,
          categories: JSON.stringify([{ value: 'company', label: 'Company' }]),
        },
        modal: { closeOnBackdrop: true, minHeight: 500 },
        lead: { minHeight: 450, requestType: 'brochure' },
      });
      await expect(filter.locator('label')).toHaveText('Gebiet');
      await expect(filter.locator('option')).toHaveText(['All regions', 'Africa']);
      await expect(page.locator('mf-events-overview [part~=list-item]')).toHaveCount(2);
      expect(
        await props(page, 'mf-dealer-locator', [
          'radius',
          'requireLocation',
          'noConsentManager',
          'regions',
        ]),
      ).toEqual({
        radius: 50,
        requireLocation: true,
        noConsentManager: false,
        regions: [{ value: 'EU', label: 'Europe', lat: 51.2, lng: 7.5 }],
      });
      expect(await props(page, 'mf-news-archive', ['headingLevel', 'categories'])).toEqual({
        headingLevel: 3,
        categories: [{ value: 'company', label: 'Company' }],
      });
      expect(await props(page, 'mf-form-modal', ['closeOnBackdrop', 'minHeight'])).toEqual({
        closeOnBackdrop: true,
        minHeight: 500,
      });
      expect(await props(page, 'mf-lead-form', ['minHeight', 'requestType'])).toEqual({
        minHeight: 450,
        requestType: 'brochure',
      });
      // And back to false: the boolean bindings switch off again.
      await update(page, { dealer: { requireLocation: false }, modal: { closeOnBackdrop: false } });
      await expect
        .poll(() => props(page, 'mf-dealer-locator', ['requireLocation']))
        .toEqual({ requireLocation: false });
      expect(await props(page, 'mf-form-modal', ['closeOnBackdrop'])).toEqual({
        closeOnBackdrop: false,
      });
    });

    test('hears every event through its own syntax, once; a region choice and a form hash are real ones', async ({
      page,
    }) => {
      await open(page, framework);
      // Every declared event, dispatched as the elements' emit does (from inside the shadow root).
      await page.evaluate((events) => {
        for (const [tag, names] of Object.entries(events)) {
          const root = document.querySelector(tag)!.shadowRoot!;
          for (const type of names) {
            root.firstElementChild!.dispatchEvent(
              new CustomEvent(type, { bubbles: true, composed: true, detail: { probe: type } }),
            );
          }
        }
      }, EVENTS);
      const expected = Object.entries(EVENTS).flatMap(([tag, names]) =>
        names.map((type) => ({ framework, tag, instance: 1, type, detail: { probe: type } })),
      );
      expect(await heard(page)).toEqual(expected);

      // Real ones: the visitor chooses a region; a link opens the brochure form.
      await page.locator('mf-events-overview [part~=filter] select').selectOption('europe');
      await expect
        .poll(async () => (await heard(page)).at(-1))
        .toEqual({
          framework,
          tag: 'mf-events-overview',
          instance: 1,
          type: 'mf-change',
          detail: { region: 'europe', page: 1 },
        });
      await page.evaluate(() => (location.hash = '#modal-brochure'));
      await expect
        .poll(async () => (await heard(page)).at(-1))
        .toEqual({
          framework,
          tag: 'mf-form-modal',
          instance: 1,
          type: 'mf-open',
          detail: { formType: 'brochure' },
        });
    });

    test('renders two instances, each with its own state and its own events', async ({ page }) => {
      await open(page, framework);
      await update(page, { instances: 2 });
      await rendered(page, 2);
      const selects = page.locator('mf-events-overview [part~=filter] select');
      await expect(selects).toHaveCount(2);
      await selects.nth(1).selectOption('north-america');
      await expect
        .poll(async () => (await heard(page)).at(-1))
        .toMatchObject({
          tag: 'mf-events-overview',
          instance: 2,
          detail: { region: 'north-america', page: 1 },
        });
      await expect(selects.nth(0)).toHaveValue('all');
      expect((await heard(page)).filter((entry) => entry.instance === 1)).toEqual([]);
      expect(await props(page, 'mf-dealer-locator', ['radius'], 2)).toEqual({ radius: 100 });
    });

    test('mounts and unmounts 20 times; no element stays in memory afterwards', async ({
      page,
    }) => {
      await open(page, framework);
      const cdp = await page.context().newCDPSession(page);
      const counters = async () => {
        await page.evaluate(() =>
          (window as unknown as { gc(o: object): Promise<void> }).gc({
            type: 'major',
            execution: 'async',
          }),
        );
        const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
        return { nodes, jsEventListeners };
      };
      const seen: { cycle: number; nodes: number; jsEventListeners: number }[] = [];
      await page.evaluate(() => ((window as unknown as { refs: WeakRef<object>[] }).refs = []));
      for (let cycle = 1; cycle <= 20; cycle++) {
        await update(page, { mounted: false });
        await page.waitForFunction((tags) => !document.querySelector(tags.join(',')), TAGS);
        if (cycle === 1 || cycle === 2 || cycle === 20) seen.push({ cycle, ...(await counters()) });
        await update(page, { mounted: true });
        await rendered(page, 1);
        await page.evaluate((tags) => {
          const refs = (window as unknown as { refs: WeakRef<object>[] }).refs;
          for (const el of document.querySelectorAll(tags.join(',')))
            refs.push(new WeakRef(el), new WeakRef(el.shadowRoot!));
        }, TAGS);
      }
      await update(page, { mounted: false });
      await page.waitForFunction((tags) => !document.querySelector(tags.join(',')), TAGS);
      // Collect until nothing is left (answers in flight may hold an element a moment): up to
      // 30 s on a loaded machine, a ceiling, not a timing.
      const live = await page.evaluate(async () => {
        const { refs, gc } = window as unknown as {
          refs: WeakRef<object>[];
          gc(o: object): Promise<void>;
        };
        let alive = refs.length;
        for (let attempt = 0; attempt < 300 && alive > 0; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          await gc({ type: 'major', execution: 'async' });
          alive = refs.filter((ref) => ref.deref() !== undefined).length;
        }
        return { refs: refs.length, alive };
      });
      seen.push({ cycle: 21, ...(await counters()) });
      console.log(
        `${framework}: ${live.refs / 2} elements mounted over 20 cycles, ${live.alive} elements or shadow roots alive after the last unmount; DOM counters after unmount (cycle: nodes / listeners): ${seen
          .map((s) => `${s.cycle === 21 ? 'end' : s.cycle}: ${s.nodes} / ${s.jsEventListeners}`)
          .join(', ')}`,
      );
      expect(live).toEqual({ refs: 200, alive: 0 });
    });
  });
}
