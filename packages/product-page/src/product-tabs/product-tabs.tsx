import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { useLightDom } from '@mf/core/element/light-dom';
import { stopMedia } from '@mf/core/browser/media';
import { Tabs } from '@mf/ui/tabs';
import { useLayoutEffect, useState } from 'react';
import type { productTabsApi } from './product-tabs.api';
import { assignSlots, NO_PANELS, panelSlot, readPanels } from './internal/panels';

type Props = PropsOf<typeof productTabsApi>;

/**
 * The tabs of a machine's page (spec §2 "Product selector on the page (tabs): tabs with gallery,
 * thumbnails and inline video", §4 "A slide or tab change removes the video"): @mf/ui/tabs over
 * the page's own children (read again when the page changes them: core's light-DOM reader), each
 * slotted into its panel. A tab change stops the media of the panel it hides (core/browser/media:
 * the video player closes, back to its overlay).
 */
export function ProductTabs(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof productTabsApi>();
  const panels = useLightDom(host, readPanels, NO_PANELS);
  const [selectedState, setSelected] = useState(0);
  const selected = Math.min(selectedState, Math.max(0, panels.length - 1));

  useLayoutEffect(() => {
    if (host) assignSlots(host, panels);
  }, [host, panels]);

  const select = (index: number) => {
    const hidden = panels[selected];
    if (hidden) stopMedia(hidden.element);
    setSelected(index);
    emit('mf-tab-change', { index, name: panels[index]!.name });
  };

  return (
    <div part="base" data-state={panels.length ? 'tabs' : 'empty'}>
      {panels.length ? (
        <Tabs
          id="product-tabs"
          label={props.label.trim() || props.labels.tabs}
          tabs={panels.map((panel) => panel.name)}
          selected={selected}
          onSelect={select}
          activation={props.activation}
          panel={(index) => <slot name={panelSlot(index)} />}
        />
      ) : null}
    </div>
  );
}
