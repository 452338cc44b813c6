/**
 * Focus after a change (spec §2/§9; README, Interpretations): focus moves to the results heading only when the
 * visitor is still where the change left them. Every answer after the first load is held behind
 * a gate the test releases, so "while loading" never depends on timing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MockInstance } from 'vitest';
import { NEWS_URL, newsPage, parseNewsRequest } from '@mf/demo-mocks/news/handlers';
import { loaded, renderView, server, setUpNewsTests } from '@mf/news/testing/view-harness';

setUpNewsTests();
let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  document.querySelectorAll('[data-outside]').forEach((node) => node.remove());
});
/**
 * The answer to a change has been handled: the scroll (jsdom: instant) comes from the same
 * effect that decides about focus, so after it the focus is final.
 */
const handled = async (base: () => HTMLElement) => {
  await loaded(base);
  await waitFor(() => expect(scrollTo).toHaveBeenCalled());
};

/** From now on every answer waits until `release()`; `requested` resolves once one is asked. */
function holdAnswers() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  server.use(
    http.get(NEWS_URL, async ({ request }) => {
      asked();
      await gate;
      return HttpResponse.json(newsPage(parseNewsRequest(request.url)!));
    }),
  );
  return { release, requested };
}

async function chooseCategory(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('<mf-news-archive> focus after a change', () => {
  it('a category change: focus stays on the category, the new count is announced afresh', async () => {
    const { base } = renderView();
    await loaded(base);
    const { release, requested } = holdAnswers();
    const announced = screen.getByRole('status').firstElementChild;
    await chooseCategory('Products');
    await requested;
    expect(base().dataset.state).toBe('loading');
    release();
    await handled(base);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^\d+ news articles\. Page 1 of \d+$/);
    // A fresh node in the live region: announced even if the text had not changed.
    expect(status.firstElementChild).not.toBe(announced);
    expect(status.firstElementChild).not.toBeNull();
  });

  it('Tab to the calendar button while loading: focus stays there', async () => {
    const { base } = renderView();
    await loaded(base);
    const { release, requested } = holdAnswers();
    await chooseCategory('Products');
    await requested;
    await userEvent.tab(); // the from field
    await userEvent.tab(); // its calendar button
    const button = screen.getByRole('button', { name: 'Choose the from date' });
    expect(button).toHaveFocus();
    release();
    await handled(base);
    expect(base().dataset.state).toBe('has-results');
    expect(button).toHaveFocus();
  });

  it('a typed date, then the category list opened while loading: the list stays open', async () => {
    const { base } = renderView();
    await loaded(base);
    const { release, requested } = holdAnswers();
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '05 Mar 26{Enter}');
    await requested;
    const combo = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.click(combo);
    expect(screen.getByRole('listbox')).toBeVisible();
    release();
    await handled(base);
    expect(base().dataset.state).toBe('has-results');
    expect(combo).toHaveFocus();
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('the category list opened again on the same combobox while loading: it stays open', async () => {
    const { base } = renderView();
    await loaded(base);
    const { release, requested } = holdAnswers();
    await chooseCategory('Products');
    await requested;
    const combo = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    release();
    await handled(base);
    expect(combo).toHaveFocus();
    expect(combo).toHaveAttribute('aria-expanded', 'true');
  });

  it('focus moved elsewhere on the page while loading is not pulled back', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.dataset.outside = '';
    outside.textContent = 'Elsewhere';
    const { base } = renderView();
    await loaded(base);
    const { release, requested } = holdAnswers();
    await chooseCategory('Products');
    await requested;
    outside.focus();
    release();
    await handled(base);
    expect(base().dataset.state).toBe('has-results');
    expect(outside).toHaveFocus();
  });

  it('the pager button went away with the old page: focus moves to the new heading', async () => {
    const { base } = renderView();
    await loaded(base);
    const { release, requested } = holdAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await requested;
    expect(document.activeElement).toBe(document.body);
    release();
    await handled(base);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });
});
