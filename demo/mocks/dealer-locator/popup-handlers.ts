import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { dealerDataset } from './dataset';
import { readBody, searchDataset } from './search';

/**
 * The popup search of the dealer locator (spec §7 "In popup mode the fetcher's path and
 * payload are not shown": chosen in the element README "Popup mode"). POST POPUP_SEARCH_PATH with
 * the §7 JSON body; the answer is `{ perPage, dealers }` where each record also carries the
 * popup fields of spec §3: dealer_name, phone.main, address.state_code and salesforce_record
 * (the opaque record handed to the opening site). Scenarios as every handler (answer()).
 */
export const POPUP_SEARCH_PATH = '/api/dealers/popup-search';
/** spec §9: in popup mode the page size comes from the server. */
export const POPUP_PER_PAGE = 10;

/** A stable fake Salesforce account id per dealer code (18 characters, like the real ones). */
export function salesforceId(code: string): string {
  let hash = 0;
  for (const char of code) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `001${hash.toString(36).toUpperCase().padStart(15, '0')}`.slice(0, 18);
}

/** A search record with the spec §3 popup fields added. */
function withPopupFields(record: Record<string, unknown>): Record<string, unknown> {
  const address = (record.address ?? {}) as Record<string, unknown>;
  const code = String(record.dealer_code);
  return {
    ...record,
    dealer_name: record.name,
    address: { ...address, state_code: address.state },
    salesforce_record: {
      attributes: { type: 'Account' },
      Id: salesforceId(code),
      Name: record.name,
      Dealer_Code__c: code,
    },
  };
}

export function createDealerLocatorPopupHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [
    http.post(`*${POPUP_SEARCH_PATH}`, async ({ request }) => {
      const body = readBody(await request.json().catch(() => null));
      if (!body)
        return HttpResponse.json(
          { message: 'Body must be a JSON object.' },
          { status: 400, statusText: 'Bad Request' },
        );
      return answer(
        scenario,
        () => ({
          perPage: POPUP_PER_PAGE,
          dealers: searchDataset(dealerDataset(), body).map(withPopupFields),
        }),
        () => ({ perPage: POPUP_PER_PAGE, dealers: [] }),
      );
    }),
  ];
}
