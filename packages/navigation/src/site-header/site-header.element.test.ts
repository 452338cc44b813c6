import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithMarkup } from '@mf/core/testing/problems';
import '../market-selector/market-selector.element';
import './site-header.element';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<mf-site-header> and <mf-market-selector> content problems', () => {
  it('an empty sub-menu is named once; its item stays a plain link', async () => {
    const { element, warnings } = await mountWithMarkup(
      'mf-site-header',
      `<nav data-nav="main"><ul>
         <li><a href="/tractors">Tractors</a><ul></ul></li>
         <li><a href="/parts">Parts</a><ul><li><a href="/parts/filters">Filters</a></li></ul></li>
       </ul></nav>`,
    );
    element.append(document.createComment('the page changes: the markup is read again'));
    await vi.waitFor(() => expect(warnings()).toHaveLength(1));
    expect(warnings()).toEqual([
      '<mf-site-header> (1st on the page): main > 1 > list is skipped: the sub-menu has no links; the rest is shown.',
    ]);
    const tractors = [...element.shadowRoot!.querySelectorAll('a')].find(
      (link) => link.textContent === 'Tractors',
    );
    expect(tractors?.getAttribute('href')).toBe('/tractors');
  });

  it('the market selector names a bad entry once, however often it reads its data', async () => {
    const data = {
      regions: [
        {
          name: 'Europe',
          markets: [
            { name: 'Deutschland', languages: [{ name: 'Deutsch', lang: 'de-DE', href: '/de/' }] },
            { name: 'Nowhere', languages: [] },
          ],
        },
      ],
    };
    const { element, warnings } = await mountWithMarkup(
      'mf-market-selector',
      `<script type="application/json">${JSON.stringify(data)}</script>`,
    );
    element.setAttribute('lang', 'en');
    element.append(document.createComment('read again'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warnings()).toEqual([
      '<mf-market-selector> (1st on the page): regions[0].markets[1] is skipped: no languages; the rest is shown.',
    ]);
  });
});
