/**
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): a `tablist` of `tab` buttons,
 * each controlling a `tabpanel`. Roving tab index: only the selected tab is in the tab order;
 * Left and Right arrows move between tabs (swapped under `dir="rtl"`), wrapping at the ends,
 * Home and End go to the first and last tab.
 *
 * - `activation="automatic"` (the default): a tab is selected as soon as it gets focus. APG
 *   recommends it when a panel shows without noticeable delay (its content is already there).
 * - `activation="manual"`: arrows only move focus; Enter or Space (the button's click) selects.
 *   For panels that take time to show (a request per tab).
 *
 * Every panel is rendered (`hidden` unless selected), so `aria-controls` always points at an
 * element and a panel's content (a named slot of the page's own HTML) stays where it is.
 *
 * ```tsx
 * const [selected, setSelected] = useState(0);
 * <Tabs id="views" label="Views" tabs={['Exterior', 'Cab']} selected={selected}
 *   onSelect={setSelected} panel={(i) => <slot name={`panel-${i}`} />} />
 * ```
 *
 * Add `tabsCss` to the element's stylesheet.
 */
import { isRtl } from '@mf/core/browser/direction';
import type { KeyboardEvent, ReactNode } from 'react';

// Imported as text and minified by the build (scripts/build-plugins.ts), like every element sheet.
export { default as tabsCss } from './tabs.css';

export type TabsActivation = 'automatic' | 'manual';

export interface TabsProps {
  /** Prefix of the tab and panel ids (unique within the shadow root or document). */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs' visible names, in order. */
  tabs: readonly ReactNode[];
  /** Index of the selected tab. */
  selected: number;
  /** The visitor selected a tab (click, or focus under automatic activation). */
  onSelect: (index: number) => void;
  activation?: TabsActivation;
  /** The content of panel `index`. */
  panel: (index: number) => ReactNode;
}

/** The tab a key moves focus to from `from` of `count` (null: not a tab key). */
export function tabKeyTarget(key: string, from: number, count: number, rtl = false): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (from + 1) % count;
  if (key === back) return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function Tabs(props: TabsProps) {
  const { id, tabs, activation = 'automatic' } = props;
  const count = tabs.length;
  const selected = Math.max(0, Math.min(props.selected, count - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const tab = event.currentTarget;
    const target = tabKeyTarget(event.key, index, count, isRtl(tab));
    if (target === null) return;
    event.preventDefault();
    // The tabs are the list's only children, in order.
    (tab.parentElement!.children[target] as HTMLElement).focus();
    if (activation === 'automatic' && target !== selected) props.onSelect(target);
  };

  return (
    <div className="mf-tabs">
      <div part="tablist" className="mf-tabs__list" role="tablist" aria-label={props.label}>
        {tabs.map((name, index) => (
          <button
            key={index}
            type="button"
            part={index === selected ? 'tab tab-selected' : 'tab'}
            className="mf-tabs__tab"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => index !== selected && props.onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
      {tabs.map((_, index) => (
        <div
          key={index}
          part="panel"
          className="mf-tabs__panel"
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          {props.panel(index)}
        </div>
      ))}
    </div>
  );
}
