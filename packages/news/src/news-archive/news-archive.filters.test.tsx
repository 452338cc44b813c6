import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_URL } from '@mf/demo-mocks/news/handlers';
import { http, HttpResponse } from 'msw';

import {
  lastPath,
  loaded,
  renderView,
  requests,
  server,
  setUpNewsTests,
} from '@mf/news/testing/view-harness';

setUpNewsTests();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
const last = lastPath;
const fromField = () => screen.getByRole('textbox', { name: 'From' });
const toField = () => screen.getByRole('textbox', { name: 'To' });
const startOf = (y: number, m: number, d: number) => new Date(y, m, d).getTime();
const endOf = (y: number, m: number, d: number) => new Date(y, m, d, 23, 59, 59, 999).getTime();

describe('<mf-news-archive> date range (spec §5)', () => {
  it("shows placeholders and a 'dd M y' example hint", async () => {
    const { base } = renderView();
    await loaded(base);
    expect(fromField()).toHaveValue('');
    expect(fromField()).toHaveAttribute('placeholder', 'Any date');
    expect(toField()).toHaveAttribute('placeholder', 'Today');
    expect(fromField()).toHaveAccessibleDescription('For example 21 Nov 26');
  });

  it('a typed from date asks from the start of that day; to stays all', async () => {
    const { base, emit } = renderView();
    await loaded(base);
    await userEvent.type(fromField(), '05 Mar 26{Enter}');
    await loaded(base);
    expect(last()).toBe(`/bin/mf/newsarticle.en-gb.all.${startOf(2026, 2, 5)}.all.1.json`);
    expect(fromField()).toHaveValue('05 Mar 26');
    expect(emit).toHaveBeenLastCalledWith('mf-change', {
      category: 'all',
      from: '2026-03-05',
      to: null,
      page: 1,
    });
    // Still typing: the caret stays in the field (README: focus rule).
    expect(fromField()).toHaveFocus();
  });

  it('no future dates: a typed future to date becomes today', async () => {
    const { base } = renderView();
    await loaded(base);
    await userEvent.type(toField(), '24 Dec 26{Enter}');
    await loaded(base);
    expect(toField()).toHaveValue('21 Nov 26');
    expect(last()).toBe(`/bin/mf/newsarticle.en-gb.all.all.${endOf(2026, 10, 21)}.1.json`);
  });

  it('from and to constrain each other', async () => {
    const { base } = renderView();
    await loaded(base);
    await userEvent.type(toField(), '10 Mar 26{Enter}');
    await userEvent.type(fromField(), '20 Mar 26{Enter}');
    expect(fromField()).toHaveValue('10 Mar 26'); // from is at most to
    await userEvent.clear(toField());
    await userEvent.type(toField(), '01 Jan 26{Enter}');
    expect(toField()).toHaveValue('10 Mar 26'); // to is at least from
    await loaded(base);
    expect(last()).toBe(
      `/bin/mf/newsarticle.en-gb.all.${startOf(2026, 2, 10)}.${endOf(2026, 2, 10)}.1.json`,
    );
  });

  it('the calendars block future days and the other end of the range', async () => {
    const { base } = renderView();
    await loaded(base);
    await userEvent.type(fromField(), '10 Nov 26{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Choose the to date' }));
    const dialog = screen.getByRole('dialog', { name: 'To date' });
    expect(
      within(dialog).getByRole('button', { name: /Sunday,? 22 November 2026/ }),
    ).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Monday,? 9 November 2026/ })).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: /Tuesday,? 10 November 2026/ }),
    ).toBeEnabled();
  });

  it('choosing in the calendar by keyboard closes it and moves focus to the results heading', async () => {
    const { base } = renderView();
    await loaded(base);
    await userEvent.click(screen.getByRole('button', { name: 'Choose the from date' }));
    expect(document.activeElement).toHaveAccessibleName(/^Today, Saturday,? 21 November 2026$/);
    await userEvent.keyboard('{ArrowUp}{Enter}'); // 14 Nov
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fromField()).toHaveValue('14 Nov 26');
    await loaded(base);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('an unparseable date becomes null: placeholder back, range back to all', async () => {
    const { base } = renderView();
    await loaded(base);
    await userEvent.type(fromField(), '05 Mar 26{Enter}');
    await loaded(base);
    await userEvent.clear(fromField());
    await userEvent.type(fromField(), 'last spring{Enter}');
    await loaded(base);
    expect(fromField()).toHaveValue('');
    expect(last()).toBe('/bin/mf/newsarticle.en-gb.all.all.all.1.json');
  });

  it('German: language de-de in the request and German month names in the fields', async () => {
    const { base } = renderView({ langPath: '/content/mf/language-masters/de-de' });
    await loaded(base);
    expect(last()).toBe('/bin/mf/newsarticle.de-de.all.all.all.1.json');
    await userEvent.type(fromField(), '05 Mär 26{Enter}');
    await loaded(base);
    expect(fromField()).toHaveValue('05 Mär 26');
    expect(last()).toBe(`/bin/mf/newsarticle.de-de.all.${startOf(2026, 2, 5)}.all.1.json`);
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('November 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Choose the from date' }));
    expect(screen.getByRole('grid', { name: 'März 2026' })).toBeInTheDocument();
  });

  it('no locale file (fr-fr): month names generated from the language', async () => {
    const { base } = renderView({ langPath: '/content/mf/language-masters/fr-fr' });
    await loaded(base);
    expect(last()).toBe('/bin/mf/newsarticle.fr-fr.all.all.all.1.json');
    expect(fromField()).toHaveAccessibleDescription('For example 21 nov 26');
    await userEvent.type(fromField(), '05 mars 26{Enter}');
    expect(fromField()).toHaveValue('05 mars 26');
  });

  it('no data-lang: en-gb for the request and the dates', async () => {
    const { base } = renderView({ langPath: '' });
    await loaded(base);
    expect(last()).toBe('/bin/mf/newsarticle.en-gb.all.all.all.1.json');
    expect(fromField()).toHaveAccessibleDescription('For example 21 Nov 26');
  });

  it("a four-digit year format ('dd M yy') is one attribute away", async () => {
    const { base } = renderView({ dateFormat: 'dd M yy' });
    await loaded(base);
    await userEvent.type(fromField(), '05 Mar 2026{Enter}');
    expect(fromField()).toHaveValue('05 Mar 2026');
  });

  it('static test host: the path starts with /{site}/resources/bin/', async () => {
    const { base } = renderView({
      origin: 'http://static.example.net',
      staticHostPattern: '^static\\.',
    });
    await loaded(base);
    expect(requests.at(-1)).toBe(
      'http://static.example.net/mf/resources/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    );
  });

  it("origin set: relative links and images are the servlet origin's, not the page's", async () => {
    server.use(
      http.get(NEWS_URL, () =>
        HttpResponse.json({
          total_results: 1,
          results: [
            {
              title: 'Relative',
              link: '/content/mf/news/relative.html',
              image: 'pictures/relative.jpg',
              imageAlt: 'A picture',
              timestamp: Date.UTC(2026, 9, 1, 12),
            },
          ],
        }),
      ),
    );
    const { base } = renderView({ origin: 'https://cms.example.com' });
    await loaded(base);
    expect(requests.at(-1)).toBe(
      'https://cms.example.com/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    );
    expect(screen.getByRole('link', { name: 'Relative' })).toHaveAttribute(
      'href',
      'https://cms.example.com/content/mf/news/relative.html',
    );
    expect(screen.getByRole('img', { name: 'A picture' })).toHaveAttribute(
      'src',
      'https://cms.example.com/pictures/relative.jpg',
    );
  });

  it('two results with the same link render without a React key warning', async () => {
    const error = vi.spyOn(console, 'error');
    const twin = { link: '/content/mf/news/twin.html', timestamp: Date.UTC(2026, 9, 1, 12) };
    server.use(
      http.get(NEWS_URL, () =>
        HttpResponse.json({
          total_results: 2,
          results: [
            { ...twin, title: 'Twin one' },
            { ...twin, title: 'Twin two' },
          ],
        }),
      ),
    );
    const { base } = renderView();
    await loaded(base);
    expect(screen.getByRole('link', { name: 'Twin one' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twin two' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('no site: no request, no-results state', async () => {
    const { base } = renderView({ site: '' });
    expect(base().dataset.state).toBe('no-results');
    expect(requests).toEqual([]);
  });

  it('no categories: no category filter, category all', async () => {
    const { base } = renderView({ categories: [] });
    await loaded(base);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(last()).toBe('/bin/mf/newsarticle.en-gb.all.all.all.1.json');
  });
});

describe('<mf-news-archive> attributes', () => {
  it('heading-level sets the results heading; months and titles follow below it', async () => {
    const { base } = renderView({ headingLevel: 3 });
    await loaded(base);
    expect(
      screen.getByRole('heading', { level: 3, name: /150 news articles/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })[0]).toHaveTextContent('November 2026');
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(10);
  });

  it('heading-level out of range is kept between 2 and 5', async () => {
    const { base } = renderView({ headingLevel: 9 });
    await loaded(base);
    expect(
      screen.getByRole('heading', { level: 5, name: /150 news articles/ }),
    ).toBeInTheDocument();
  });

  it('scroll-offset replaces the 50 px of spec §9', async () => {
    // Reduced motion: the scroll is one instant call, no animation to wait out.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { base } = renderView({ scrollOffset: 120 });
    await loaded(base);
    vi.spyOn(base(), 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await loaded(base);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 480));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('<mf-news-archive> zero total_results (spec §8)', () => {
  it('is the no-results state even when results came along', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(NEWS_URL, () =>
        HttpResponse.json({
          total_results: 0,
          results: [{ title: 'Stray', timestamp: Date.UTC(2026, 9, 1, 12) }],
        }),
      ),
    );
    const { base } = renderView();
    await loaded(base);
    expect(base().dataset.state).toBe('no-results');
    expect(screen.queryByText('Stray')).not.toBeInTheDocument();
  });
});
