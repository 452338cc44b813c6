/**
 * The selection into the page address (the tray writes it; the cards and the tray read it with
 * readCompareParam, shared/compare/compare-state.ts): `compare=<id>,<id>`, each id
 * percent-encoded on its own, so a comma inside an id never splits it.
 */
import { encodeUrlComponent } from '@mf/core/http/url-component';
import { COMPARE_PARAM, isCompareParam } from '../../../shared/compare/compare-state';

/** `search` with `compare=` set to `ids` (in place if it was there, else last; none: removed). */
export function writeCompareParam(search: string, ids: readonly string[]): string {
  const value = ids.length
    ? `${COMPARE_PARAM}=${ids.map((id) => encodeUrlComponent(id)).join(',')}`
    : '';
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean);
  const at = pairs.findIndex(isCompareParam);
  if (at < 0) pairs.push(value);
  else pairs[at] = value;
  const kept = pairs.filter(Boolean);
  return kept.length ? `?${kept.join('&')}` : '';
}
