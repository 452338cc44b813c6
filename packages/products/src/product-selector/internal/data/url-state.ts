import { encodeUrlComponent } from '@mf/core/http/url-component';
import type { PowerUnit } from '@mf/core/i18n/market';
import { POWER_UNITS } from '../../../shared/data/power';
import type { Selection } from './selection';

/**
 * The selection in the page address (shareable; Back and Forward restore it):
 * `f.<field>=<value>,<value>` per list field, `r.<field>=<min>-<max>` per range field (spec §5
 * storage; a power facet's in kW), `power=hp|kW` (the unit the power is shown in: README, "Power
 * units"), `sort=<field>:<direction>` and `model=<query>` (the model search as typed). Each
 * value is percent-encoded on its own, so a comma inside a value never splits it. Other
 * parameters of the page are kept as written.
 */
const OPTION = 'f.';
const RANGE = 'r.';
const SORT = 'sort';
const QUERY = 'model';
const POWER = 'power';

/** Our keys (`f.*`, `r.*`, `power`, `sort`, `model`), decoded or as written in the address. */
const OURS = /^(f\.|r\.|power$|sort$|model$)/;
const ours = (key: string) => OURS.test(key);

function decode(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}

/**
 * Reads the selection from `location.search`. spec §8: a component that cannot be decoded is
 * reported to `undecodable` (the element logs it) and that parameter is ignored; the rest is
 * read. Never throws.
 */
export function readSelection(search: string, undecodable: (raw: string) => void): Selection {
  const options: Record<string, string[]> = {};
  const ranges: Record<string, string> = {};
  let sort = '';
  let query = '';
  let power: PowerUnit | undefined;
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const rawKey = at < 0 ? pair : pair.slice(0, at);
    const rawValue = at < 0 ? '' : pair.slice(at + 1);
    let key: string;
    let values: string[];
    try {
      key = decode(rawKey);
    } catch {
      // A parameter of the page's own that is not ours is none of our business.
      if (ours(rawKey)) undecodable(pair);
      continue;
    }
    if (!ours(key)) continue;
    try {
      values = rawValue.split(',').map(decode);
    } catch {
      undecodable(pair);
      continue;
    }
    if (key === SORT) sort = values.join(',');
    else if (key === QUERY) query = values.join(',');
    // Another unit is no unit of ours: the visitor's or the market's is used.
    else if (key === POWER)
      power = POWER_UNITS.find(
        (unit) => unit.toLowerCase() === values.join(',').trim().toLowerCase(),
      );
    else if (key.startsWith(RANGE)) ranges[key.slice(RANGE.length)] = values.join(',');
    else options[key.slice(OPTION.length)] = values.filter(Boolean);
  }
  const selection: Selection = { options, ranges, sort };
  if (query) selection.query = query;
  if (power) selection.power = power;
  return selection;
}

/** `search` with our parameters replaced by `selection`'s (others kept in place, ours last). */
export function writeSelection(search: string, selection: Selection): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      const rawKey = pair.split('=')[0] ?? '';
      try {
        return !ours(decode(rawKey));
      } catch {
        // Undecodable: it was never ours (readSelection ignored it); drop it only if it looks so.
        return !ours(rawKey);
      }
    });
  const add = (key: string, value: string) => kept.push(`${encodeUrlComponent(key)}=${value}`);
  for (const [field, values] of Object.entries(selection.options))
    if (values.length) add(OPTION + field, values.map((v) => encodeUrlComponent(v)).join(','));
  for (const [field, range] of Object.entries(selection.ranges))
    add(RANGE + field, encodeUrlComponent(range));
  if (selection.power) add(POWER, selection.power);
  if (selection.sort) add(SORT, encodeUrlComponent(selection.sort));
  if (selection.query) add(QUERY, encodeUrlComponent(selection.query));
  return kept.length ? `?${kept.join('&')}` : '';
}
