import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NEWS_URL } from '@mf/demo-mocks/news/handlers';
import { loaded, renderView, server, setUpNewsTests } from './view-harness';

/**
 * Test harness (not shipped): month headings must agree with the date shown, whatever the
 * visitor's time zone. Each calling test file runs in its own process with `zone` as the
 * process time zone (Node follows a change of process.env.TZ), so the view's Intl and Date see
 * the visitor's clock of that zone. The site (the CMS) is on UTC: article "nov" is dated
 * 1 November 2026 by it (New York: still 31 October), "oct" 31 October (Tokyo: already 1 November).
 */
export function monthHeadingsFollowTheShownDate(zone: string): void {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
  setUpNewsTests();

  it(`groups by the site's date, not the visitor's clock (${zone})`, async () => {
    // The visitor's zone really is in force in this process.
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    server.use(
      http.get(NEWS_URL, () =>
        HttpResponse.json({
          total_results: 2,
          results: [
            {
              title: 'nov',
              timestamp: Date.UTC(2026, 10, 1, 2),
              formattedDate: '1 November 2026',
            },
            {
              title: 'oct',
              timestamp: Date.UTC(2026, 9, 31, 16),
              formattedDate: '31 October 2026',
            },
          ],
        }),
      ),
    );
    const { base } = renderView();
    await loaded(base);
    const months = screen.getAllByRole('heading', { level: 3 });
    expect(months.map((h) => h.textContent)).toEqual(['November 2026', 'October 2026']);
    const section = (heading: HTMLElement) => heading.closest('section')!;
    expect(within(section(months[0]!)).getByText('1 November 2026')).toBeInTheDocument();
    expect(within(section(months[0]!)).getByRole('heading', { name: 'nov' })).toBeInTheDocument();
    expect(within(section(months[1]!)).getByText('31 October 2026')).toBeInTheDocument();
    expect(within(section(months[1]!)).getByRole('heading', { name: 'oct' })).toBeInTheDocument();
  });
}
