/**
 * Popup mode's view tests (internal/popup/popup-mode.test.tsx): a search answer as the popup's
 * backend gives it (server perPage, salesforce records) and the popup page rendered.
 */
import { renderView } from '@mf/core/testing/render-view';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { dealerLocatorApi } from '../src/dealer-locator/dealer-locator.api';
import { DealerLocatorRoot } from '../src/dealer-locator/dealer-locator.root';
import { answerSearch, DETAIL_URL, type Props, records, SEARCH_URL } from './view-harness';

export const SERVER_PER_PAGE = 4;
export const salesforce = (index: number) => ({ Id: `001SF${index}`, Name: `Dealer ${index + 1}` });

export function answerPopup(count = 10) {
  answerSearch(() =>
    HttpResponse.json({
      perPage: SERVER_PER_PAGE,
      dealers: records(count, (index) => ({
        dealer_name: `Dealer ${String(index + 1).padStart(3, '0')}`,
        address: {
          street: `${index} Main St`,
          city: 'Ames',
          state_code: 'IA',
          postal_code: '50010',
        },
        salesforce_record: salesforce(index),
      })),
    }),
  );
}

export function renderPopup(query: string, overrides: Partial<Props> = {}) {
  history.replaceState(null, '', `/popup.html${query}`);
  return renderView(dealerLocatorApi, DealerLocatorRoot, {
    mode: 'popup',
    searchEndpoint: SEARCH_URL,
    detailEndpoint: DETAIL_URL,
    noConsentManager: true,
    ...overrides,
  });
}

export const chooseButtons = () => screen.queryAllByRole('button', { name: /^Choose this dealer/ });
