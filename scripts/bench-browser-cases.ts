/**
 * The interactions `npm run bench:browser` drives, one list per gallery page. Every
 * step is trusted input (Playwright's mouse and keyboard go through the DevTools protocol), and
 * `settled` waits for what the visitor sees after it, so the Event Timing entry of the
 * interaction is complete when it is read. Steps run in order and the list repeats: each list
 * ends where it started (next page, then previous page).
 *
 * A new element adds its page here (CONTRIBUTING "Interactions in the browser bench").
 */
import type { Locator, Page } from 'playwright';

export interface Step {
  /** The interaction as the table names it. */
  name: string;
  act: (page: Page) => Promise<void>;
  /** Resolves once the visible result of the interaction is there. */
  settled: (page: Page) => Promise<void>;
  /**
   * The step's own measure of the wait, in ms, read after `settled`, where the Event Timing entry
   * ends before what is measured (the locator's list drawn a render after the press answered).
   */
  duration?: (page: Page) => Promise<number>;
}

export interface PageCase {
  element: string;
  path: string;
  /** Resolves once the page is ready for the first step. */
  ready: (page: Page) => Promise<void>;
  /** The heap pass's wait after a re-creation, when it differs from `ready`. */
  mounted?: (page: Page) => Promise<void>;
  steps: Step[];
}

const dealer = (page: Page) => page.locator('mf-dealer-locator');
const dealerBase = (page: Page) => dealer(page).locator('[part=base]');
const dealerPager = (page: Page) => page.getByRole('navigation', { name: /Result pages/ }).first();

const events = (page: Page) => page.locator('mf-events-overview');
const news = (page: Page) => page.locator('mf-news-archive');

/**
 * Runs in the page before a press of the locator's pager: resolves `mfBenchDrawn` with the time
 * from that click (its event's time stamp) to the frame after the list shows other dealers and is
 * no longer busy (README of the locator: the list follows the pager a render later), so the
 * bench times the new page's cards as well as the press's answer.
 */
function armListDrawn(): void {
  // No named inner functions: the bench runs through tsx, whose names helper is not in the page.
  const list = document
    .querySelector('mf-dealer-locator')!
    .shadowRoot!.querySelector<HTMLElement>('[part=list]')!;
  const before = list.querySelector('[part~=list-item]')?.textContent;
  (window as unknown as { mfBenchDrawn: Promise<number> }).mfBenchDrawn = new Promise((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const observer = new MutationObserver(() => {
          if (
            list.hasAttribute('aria-busy') ||
            list.querySelector('[part~=list-item]')?.textContent === before
          )
            return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(list, { attributes: true, childList: true, subtree: true });
      },
      { capture: true, once: true },
    );
  });
}

const listDrawn = (page: Page) =>
  page.evaluate(() => (window as unknown as { mfBenchDrawn: Promise<number> }).mfBenchDrawn);

async function waitForText(page: Page, selector: string, pattern: RegExp): Promise<void> {
  await page.locator(selector).filter({ hasText: pattern }).first().waitFor();
}

/** Next page, then back to the first: the shared pager (@mf/ui/pagination) of a list element. */
function pagerSteps(host: (page: Page) => Locator): Step[] {
  const current = (page: Page, n: number) =>
    host(page)
      .getByRole('button', { name: `Page ${n}` })
      .and(page.locator('[aria-current=page]'))
      .waitFor();
  return [
    {
      name: 'next page',
      act: (page) => host(page).getByRole('button', { name: /Next/ }).click(),
      settled: (page) => current(page, 2),
    },
    {
      name: 'previous page',
      act: (page) =>
        host(page)
          .getByRole('button', { name: /Previous/ })
          .click(),
      settled: (page) => current(page, 1),
    },
  ];
}

/**
 * Next, then previous, on a carousel (@mf/ui/carousel): settled when its status (the polite
 * live region, "Slides 4 to 6 of 9") no longer says what it said before the press.
 */
function carouselSteps(host: (page: Page) => Locator, next: string, previous: string): Step[] {
  let before = '';
  const press = (name: string) => async (page: Page) => {
    before = (await host(page).getByRole('status').textContent()) ?? '';
    await host(page).getByRole('button', { name, exact: true }).click();
  };
  const moved = (page: Page) =>
    host(page)
      .getByRole('status')
      .filter({ hasNotText: before })
      .waitFor()
      .then(() => undefined);
  return [
    { name: 'next slides', act: press(next), settled: moved },
    { name: 'previous slides', act: press(previous), settled: moved },
  ];
}

/** A page whose first carousel of `element` is enabled: its next and previous. */
function carouselCase(element: string, path: string, next: string, previous: string): PageCase {
  const base = (page: Page) => page.locator(`${element} [part~=base][data-state]`).first();
  return {
    element,
    path,
    ready: (page) => base(page).and(page.locator('[data-state=carousel]')).waitFor(),
    mounted: (page) => base(page).waitFor({ state: 'attached' }),
    steps: carouselSteps((page) => page.locator(element).first(), next, previous),
  };
}

export const PAGE_CASES: PageCase[] = [
  {
    element: 'mf-dealer-locator',
    path: '/mf-dealer-locator.html',
    ready: async (page) => {
      await dealerBase(page).and(page.locator('[data-state=results]')).waitFor();
      await page.getByRole('combobox', { name: 'Offerings' }).waitFor();
    },
    steps: [
      {
        name: 'type in the field (each key)',
        act: async (page) => {
          await page.getByRole('combobox', { name: /City, state or postal code/ }).focus();
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type('50010');
        },
        settled: async (page) => {
          const box = page.getByRole('combobox', { name: /City, state or postal code/ });
          for (let tries = 0; (await box.inputValue()) !== '50010'; tries++)
            if (tries > 100) throw new Error('the typed postal code never showed');
        },
      },
      {
        name: 'new search',
        act: async (page) => {
          await page.keyboard.press('Enter');
        },
        settled: async (page) => {
          await dealerBase(page).and(page.locator('[data-state=results]')).waitFor();
        },
      },
      {
        name: 'next page',
        act: async (page) => {
          await dealerPager(page).getByRole('button', { name: /Next/ }).click();
        },
        settled: (page) => waitForText(page, 'mf-dealer-locator .dl-results__count', /Showing 26–/),
      },
      {
        name: 'previous page',
        act: async (page) => {
          await dealerPager(page)
            .getByRole('button', { name: /Previous/ })
            .click();
        },
        settled: (page) => waitForText(page, 'mf-dealer-locator .dl-results__count', /Showing 1–/),
      },
      {
        name: 'next page: cards drawn',
        act: async (page) => {
          await page.evaluate(armListDrawn);
          await dealerPager(page).getByRole('button', { name: /Next/ }).click();
        },
        settled: (page) => waitForText(page, 'mf-dealer-locator .dl-results__count', /Showing 26–/),
        duration: listDrawn,
      },
      {
        name: 'previous page: cards drawn',
        act: async (page) => {
          await page.evaluate(armListDrawn);
          await dealerPager(page)
            .getByRole('button', { name: /Previous/ })
            .click();
        },
        settled: (page) => waitForText(page, 'mf-dealer-locator .dl-results__count', /Showing 1–/),
        duration: listDrawn,
      },
      {
        name: 'offerings filter',
        act: async (page) => {
          await page.getByRole('combobox', { name: 'Offerings' }).click();
        },
        settled: async (page) => {
          await page.getByRole('listbox', { name: 'Offerings' }).waitFor();
        },
      },
      {
        name: 'offerings filter: choose',
        act: async (page) => {
          await page.getByRole('listbox', { name: 'Offerings' }).getByRole('option').nth(1).click();
        },
        settled: async (page) => {
          await page.getByRole('listbox', { name: 'Offerings' }).waitFor({ state: 'detached' });
        },
      },
      {
        name: 'open detail',
        act: async (page) => {
          await dealer(page)
            .locator('[part~=list-item]')
            .first()
            .getByRole('heading', { level: 3 })
            .getByRole('link')
            .click();
        },
        settled: async (page) => {
          await dealer(page).locator('[part=detail]').waitFor();
        },
      },
      {
        name: 'back to results',
        act: async (page) => {
          await dealer(page)
            .getByRole('link', { name: /Back to results/ })
            .click();
        },
        settled: async (page) => {
          await dealer(page).locator('[part=detail]').waitFor({ state: 'detached' });
        },
      },
      {
        name: 'offerings filter: all again',
        act: async (page) => {
          await page.getByRole('combobox', { name: 'Offerings' }).click();
          await page
            .getByRole('listbox', { name: 'Offerings' })
            .getByRole('option')
            .first()
            .click();
        },
        settled: async (page) => {
          await page.getByRole('listbox', { name: 'Offerings' }).waitFor({ state: 'detached' });
        },
      },
    ],
  },
  {
    element: 'mf-events-overview',
    path: '/mf-events-overview.html',
    ready: async (page) => {
      await events(page).locator('[part=base][data-state=has-results]').waitFor();
    },
    steps: [
      ...pagerSteps(events),
      {
        name: 'region filter',
        act: async (page) => {
          await events(page).getByRole('combobox', { name: 'Region' }).focus();
          await page.keyboard.press('ArrowDown');
        },
        settled: async (page) => {
          await events(page).locator('[part=base]:not([data-state=loading])').waitFor();
        },
      },
      {
        name: 'region filter: all again',
        act: async (page) => {
          await page.keyboard.press('Home');
        },
        settled: async (page) => {
          await events(page).locator('[part=base][data-state=has-results]').waitFor();
        },
      },
    ],
  },
  {
    element: 'mf-news-archive',
    path: '/mf-news-archive.html',
    ready: async (page) => {
      await news(page).locator('[part=base][data-state=has-results]').waitFor();
    },
    steps: [
      ...pagerSteps(news),
      {
        name: 'category filter',
        act: async (page) => {
          await news(page).getByRole('combobox', { name: 'Category' }).click();
        },
        settled: async (page) => {
          await news(page).getByRole('listbox').waitFor();
        },
      },
      {
        name: 'category filter: choose',
        act: async (page) => {
          await news(page).getByRole('listbox').getByRole('option').nth(1).click();
        },
        settled: async (page) => {
          await news(page).locator('[part=base]:not([data-state=loading])').waitFor();
        },
      },
      {
        name: 'category filter: all again',
        act: async (page) => {
          await news(page).getByRole('combobox', { name: 'Category' }).click();
          await news(page).getByRole('listbox').getByRole('option').first().click();
        },
        settled: async (page) => {
          await news(page).locator('[part=base][data-state=has-results]').waitFor();
        },
      },
    ],
  },
  {
    element: 'mf-form-modal',
    path: '/mf-form-modal.html',
    ready: async (page) => {
      await page.getByRole('link', { name: 'Request a brochure', exact: true }).waitFor();
    },
    steps: [
      {
        name: 'open from the page link',
        act: async (page) => {
          await page.getByRole('link', { name: 'Request a brochure', exact: true }).click();
        },
        settled: async (page) => {
          await page.locator('mf-form-modal [data-state=open]').first().waitFor();
        },
      },
      {
        name: 'open a range',
        act: async (page) => {
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /MF 8S Series/ })
            .click();
        },
        settled: async (page) => {
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /MF 8S Series/ })
            .and(page.locator('[aria-expanded=true]'))
            .waitFor();
        },
      },
      {
        name: 'close with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        },
      },
    ],
  },
  {
    element: 'mf-lead-form',
    path: '/mf-lead-form.html',
    ready: async (page) => {
      await page.locator('mf-lead-form iframe').first().waitFor();
    },
    steps: [
      {
        name: 'store a preferred dealer',
        act: async (page) => {
          await page.getByRole('button', { name: 'Store a preferred dealer' }).click();
        },
        settled: async (page) => {
          await page.locator('mf-lead-form iframe').first().waitFor();
        },
      },
    ],
  },
  {
    element: 'mf-site-header',
    path: '/mf-site-header.html',
    ready: async (page) => {
      await page.locator('mf-site-header [part~=base][data-state=ready]').waitFor();
    },
    steps: [
      {
        name: 'open the product menu',
        act: async (page) => {
          await page
            .locator('mf-site-header')
            .getByRole('button', { name: 'Products: more links' })
            .click();
        },
        settled: async (page) => {
          await page.locator('mf-site-header').getByRole('link', { name: 'MF 5S' }).waitFor();
        },
      },
      {
        name: 'close it with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page
            .locator('mf-site-header')
            .getByRole('link', { name: 'MF 5S' })
            .waitFor({ state: 'hidden' });
        },
      },
    ],
  },
  {
    element: 'mf-market-selector',
    path: '/mf-market-selector.html',
    // The gallery page shows the selector on load (a fresh session): dismissed first, unmeasured.
    // A re-created one stays closed (the session flag is set by then).
    mounted: async (page) => {
      await page.locator('mf-market-selector [part~=base]').waitFor({ state: 'attached' });
    },
    ready: async (page) => {
      const dialog = page.locator('mf-market-selector').getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    steps: [
      {
        name: 'open',
        act: async (page) => {
          await page.getByRole('button', { name: 'Open the market selector' }).click();
        },
        settled: async (page) => {
          await page.locator('mf-market-selector').getByRole('dialog').waitFor();
        },
      },
      {
        name: 'choose a region',
        act: async (page) => {
          await page
            .locator('mf-market-selector')
            .getByRole('combobox', { name: 'Region' })
            .focus();
          await page.keyboard.press('ArrowDown');
        },
        settled: async () => {},
      },
      {
        name: 'close with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page
            .locator('mf-market-selector')
            .getByRole('dialog')
            .waitFor({ state: 'detached' });
        },
      },
    ],
  },
  {
    element: 'mf-site-search',
    path: '/mf-site-search.html',
    ready: async (page) => {
      await page.locator('#header-search [part~=base][data-state=hidden]').waitFor({
        state: 'attached',
      });
    },
    steps: [
      {
        name: 'open the bar from #search',
        act: async (page) => {
          await page.getByRole('link', { name: /^Search$/ }).click();
        },
        settled: async (page) => {
          await page.locator('#header-search [part~=base][data-state=shown]').waitFor();
        },
      },
      {
        name: 'type (each key; suggestions from 3)',
        act: async (page) => {
          await page.locator('#header-search').getByRole('combobox').focus();
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type('bal');
        },
        settled: async (page) => {
          await page.locator('#header-search').getByRole('option').first().waitFor();
        },
      },
      {
        name: 'Escape twice (list, then bar)',
        act: async (page) => {
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page.locator('#header-search [part~=base][data-state=hidden]').waitFor({
            state: 'attached',
          });
        },
      },
    ],
  },
  {
    element: 'mf-offers-grid',
    path: '/mf-offers-grid.html',
    ready: async (page) => {
      await page.locator('mf-offers-grid [part~=base][data-state=results]').first().waitFor();
    },
    steps: [
      {
        name: 'open a detail',
        act: async (page) => {
          await page
            .locator('mf-offers-grid')
            .first()
            .getByRole('button', { name: /^View offer: / })
            .first()
            .click();
        },
        settled: async (page) => {
          await page.locator('mf-offers-grid').first().getByRole('region').first().waitFor();
        },
      },
      {
        name: 'close it with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page
            .locator('mf-offers-grid')
            .first()
            .getByRole('button', { name: /^View offer: / })
            .first()
            .and(page.locator('[aria-expanded=false]'))
            .waitFor();
        },
      },
    ],
  },
  {
    element: 'mf-product-selector',
    path: '/mf-product-selector.html',
    ready: async (page) => {
      await page.locator('mf-product-selector [part~=base][data-state=results]').waitFor();
    },
    steps: [
      {
        name: 'a type filter',
        act: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: /^Compact tractors/ })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: /^Compact tractors/ })
            .and(page.locator(':checked'))
            .waitFor();
        },
      },
      {
        name: 'the type filter off again',
        act: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: /^Compact tractors/ })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: /^Compact tractors/ })
            .and(page.locator(':not(:checked)'))
            .waitFor();
        },
      },
      {
        name: 'quick view on (132 cards turn)',
        act: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: 'Quick view' })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: 'Quick view' })
            .and(page.locator(':checked'))
            .waitFor();
          // The cards turn in a transition after the checkbox: every one on its back.
          await page
            .locator('mf-product-selector .card__flip[aria-pressed=false]')
            .first()
            .waitFor({ state: 'detached' });
        },
      },
      {
        name: 'quick view off',
        act: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: 'Quick view' })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-selector')
            .getByRole('checkbox', { name: 'Quick view' })
            .and(page.locator(':not(:checked)'))
            .waitFor();
          await page
            .locator('mf-product-selector .card__flip[aria-pressed=true]')
            .first()
            .waitFor({ state: 'detached' });
        },
      },
      {
        name: 'turn the first card',
        act: async (page) => {
          await page.locator('mf-product-selector .card__flip').first().click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-selector .card__flip')
            .first()
            .and(page.locator('[aria-pressed=true]'))
            .waitFor();
        },
      },
      {
        name: 'turn it back',
        act: async (page) => {
          await page.locator('mf-product-selector .card__flip').first().click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-selector .card__flip')
            .first()
            .and(page.locator('[aria-pressed=false]'))
            .waitFor();
        },
      },
    ],
  },
  {
    // A tab change within one frame of work (product-tabs README; automatic activation: the arrow key
    // selects), then a thumbnail of the gallery, and back.
    element: 'mf-product-tabs',
    path: '/mf-product-tabs.html',
    ready: async (page) => {
      await page.locator('mf-product-tabs').getByRole('tab', { name: 'Exterior' }).waitFor();
      await page.locator('mf-product-gallery [part~=picker]').first().waitFor();
    },
    steps: [
      {
        name: 'next tab (arrow key)',
        act: async (page) => {
          await page.locator('mf-product-tabs').getByRole('tab', { name: 'Exterior' }).focus();
          await page.keyboard.press('ArrowRight');
        },
        settled: async (page) => {
          await page
            .locator('mf-product-tabs [role=tab][aria-selected=true]', { hasText: 'Cab' })
            .waitFor();
        },
      },
      {
        name: 'previous tab (arrow key)',
        act: async (page) => {
          await page.keyboard.press('ArrowLeft');
        },
        settled: async (page) => {
          await page
            .locator('mf-product-tabs [role=tab][aria-selected=true]', { hasText: 'Exterior' })
            .waitFor();
        },
      },
      {
        name: 'a thumbnail',
        act: async (page) => {
          await page
            .locator('mf-product-gallery')
            .first()
            .getByRole('button', { name: 'Picture 2' })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-gallery')
            .first()
            .locator('[role=status]', { hasText: 'Picture 2 of 5' })
            .waitFor();
        },
      },
      {
        name: 'back to the first thumbnail',
        act: async (page) => {
          await page
            .locator('mf-product-gallery')
            .first()
            .getByRole('button', { name: 'Picture 1' })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-gallery')
            .first()
            .locator('[role=status]', { hasText: 'Picture 1 of 5' })
            .waitFor();
        },
      },
    ],
  },
  {
    // The product features: the gallery's second list is an accordion at every width (the first is
    // cards at the bench's 1280 px): open a feature (the region animates to its height), close it.
    element: 'mf-product-features',
    path: '/mf-product-features.html',
    ready: async (page) => {
      await page
        .locator('mf-product-features#options')
        .getByRole('button', { name: 'Front loader' })
        .waitFor();
    },
    steps: [
      {
        name: 'open a feature',
        act: async (page) => {
          await page
            .locator('mf-product-features#options')
            .getByRole('button', { name: 'Front loader' })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-features#options #feature-0-region[data-state=expanded]')
            .waitFor();
        },
      },
      {
        name: 'close it',
        act: async (page) => {
          await page
            .locator('mf-product-features#options')
            .getByRole('button', { name: 'Front loader' })
            .click();
        },
        settled: async (page) => {
          await page
            .locator('mf-product-features#options #feature-0-region[data-state=collapsed]')
            .waitFor({ state: 'attached' });
        },
      },
    ],
  },
  {
    element: 'mf-modal',
    path: '/mf-modal.html',
    ready: async (page) => {
      await page.locator('#harvest-open-day [part~=base]').waitFor({ state: 'attached' });
    },
    steps: [
      {
        name: 'open from a data-toggle trigger',
        act: async (page) => {
          await page.getByRole('button', { name: 'Harvest open day' }).click();
        },
        settled: async (page) => {
          await page.locator('#harvest-open-day').getByRole('dialog').waitFor();
        },
      },
      {
        name: 'close with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page
            .locator('#harvest-open-day')
            .getByRole('dialog')
            .waitFor({ state: 'detached' });
        },
      },
    ],
  },
  {
    element: 'mf-sticky-sidebar',
    path: '/mf-sticky-sidebar.html',
    ready: async (page) => {
      await page
        .locator('mf-sticky-sidebar [part~=base][data-layout]')
        .waitFor({ state: 'attached' });
    },
    steps: [
      {
        // Tab from the page's last link into the strip: focus activates it (labels shown).
        name: 'activate (Tab into the strip)',
        act: async (page) => {
          await page.getByRole('link', { name: 'Back to the gallery' }).focus();
          await page.keyboard.press('Tab');
        },
        settled: async (page) => {
          await page.locator('mf-sticky-sidebar [part~=base][data-state=active]').waitFor();
        },
      },
      {
        name: 'dismiss with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
        },
        settled: async (page) => {
          await page.locator('mf-sticky-sidebar [part~=base][data-state=inactive]').waitFor();
        },
      },
    ],
  },
  {
    element: 'mf-social-share',
    path: '/mf-social-share.html',
    ready: async (page) => {
      await page.locator('mf-social-share button[data-copy]').first().waitFor();
    },
    steps: [
      {
        // Copied, or (a browser that refuses the clipboard) the address offered in a field.
        name: 'copy link',
        act: async (page) => {
          await page.locator('mf-social-share button[data-copy]').first().click();
        },
        settled: async (page) => {
          await page
            .locator('mf-social-share')
            .first()
            .locator('button[data-copy=copied], button[data-copy=failed]')
            .waitFor();
        },
      },
    ],
  },
  // The book button (scroll to the booking section, focus there) and the map's zoom;
  // the factory markers, each moving focus to its list item.
  {
    element: 'mf-location-map',
    path: '/mf-location-map.html',
    ready: async (page) => {
      await page.locator('mf-location-map [part~=base][data-state=ready]').first().waitFor();
    },
    steps: [
      {
        name: 'book button',
        act: (page) =>
          page
            .locator('mf-location-map')
            .first()
            .getByRole('link', { name: 'Book a visit' })
            .click(),
        settled: async (page) => {
          await page.locator('#book-a-visit:focus').waitFor();
          await page.waitForFunction(
            () =>
              Math.round(document.getElementById('book-a-visit')!.getBoundingClientRect().top) ===
              (innerWidth < 992 ? 98 : 140),
          );
        },
      },
      {
        name: 'zoom in',
        act: (page) =>
          page.locator('mf-location-map').first().getByRole('button', { name: 'Zoom in' }).click(),
        settled: (page) =>
          page.locator('mf-location-map [data-fake-map][data-zoom="14"]').waitFor(),
      },
      {
        name: 'zoom out',
        act: (page) =>
          page.locator('mf-location-map').first().getByRole('button', { name: 'Zoom out' }).click(),
        settled: (page) =>
          page.locator('mf-location-map [data-fake-map][data-zoom="13"]').waitFor(),
      },
    ],
  },
  {
    element: 'mf-factory-locations',
    path: '/mf-factory-locations.html',
    ready: async (page) => {
      await page.locator('mf-factory-locations [part~=base][data-state=ready]').waitFor();
    },
    steps: [
      {
        name: 'a marker',
        act: (page) =>
          page
            .locator('mf-factory-locations')
            .getByRole('button', { name: 'Suolahti, Tractors' })
            .click(),
        settled: (page) => page.locator('mf-factory-locations li:nth-child(2):focus').waitFor(),
      },
      {
        name: 'another marker',
        act: (page) =>
          page
            .locator('mf-factory-locations')
            .getByRole('button', { name: 'Beauvais, Tractors' })
            .click(),
        settled: (page) => page.locator('mf-factory-locations li:nth-child(1):focus').waitFor(),
      },
    ],
  },
  // The carousels' previous and next (keen-slider's move, the status, the
  // controls' state) and the product card's flip (in place at the bench's 1280 px).
  carouselCase(
    'mf-content-carousel',
    '/content-carousel-gallery.html',
    'Next slides',
    'Previous slides',
  ),
  carouselCase('mf-offers-carousel', '/mf-offers-carousel.html', 'Next offers', 'Previous offers'),
  {
    element: 'mf-product-card',
    path: '/mf-product-card.html',
    ready: async (page) => {
      await page.locator('mf-product-card [part~=base][data-state=front]').first().waitFor();
    },
    steps: [
      {
        name: 'flip to the back',
        act: (page) =>
          page.locator('mf-product-card').first().locator('[part~=flip-button]').click(),
        settled: (page) =>
          page
            .locator('mf-product-card')
            .first()
            .locator('[part~=base][data-state=back]')
            .waitFor(),
      },
      {
        name: 'flip to the front',
        act: (page) =>
          page.locator('mf-product-card').first().locator('[part~=flip-button]').click(),
        settled: (page) =>
          page
            .locator('mf-product-card')
            .first()
            .locator('[part~=base][data-state=front]')
            .waitFor(),
      },
    ],
  },
  {
    element: 'mf-product-compare',
    // Nothing chosen at the start (an empty compare= wins over the tab's storage).
    path: '/mf-product-compare.html?compare=',
    ready: async (page) => {
      await page.locator('mf-product-card [part~=compare-button]').first().waitFor();
    },
    steps: [
      {
        name: 'choose a product',
        act: (page) =>
          page.locator('mf-product-card').nth(0).locator('[part~=compare-button]').click(),
        settled: (page) => page.locator('mf-product-compare [part~=list-item]').first().waitFor(),
      },
      {
        name: 'choose a second product',
        act: (page) =>
          page.locator('mf-product-card').nth(1).locator('[part~=compare-button]').click(),
        settled: (page) =>
          page.locator('mf-product-compare [part~=compare-button]:not([aria-disabled])').waitFor(),
      },
      {
        // The first open loads the comparison's chunk and the catalogue.
        name: 'open the comparison',
        act: (page) => page.locator('mf-product-compare [part~=compare-button]').click(),
        settled: (page) => page.locator('mf-product-compare [part~=table]').waitFor(),
      },
      {
        name: 'differences only',
        act: (page) => page.locator('mf-product-compare input[type=checkbox]').check(),
        settled: (page) =>
          page.locator('mf-product-compare input[type=checkbox]:checked').waitFor(),
      },
      {
        name: 'close the comparison',
        act: (page) => page.keyboard.press('Escape'),
        settled: (page) =>
          page.locator('mf-product-compare [part~=table]').waitFor({ state: 'detached' }),
      },
      {
        name: 'clear',
        act: (page) => page.locator('mf-product-compare [part~=clear-button]').click(),
        settled: (page) =>
          page.locator('mf-product-compare [part~=list-item]').waitFor({ state: 'detached' }),
      },
    ],
  },
  // scripts/new-element.ts adds the entry of a new element above this line.
];
