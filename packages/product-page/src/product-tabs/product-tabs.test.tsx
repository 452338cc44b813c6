import { MEDIA_STOP_EVENT } from '@mf/core/browser/media';
import { renderView } from '@mf/product-page/testing/view-harness';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductTabs } from './product-tabs';
import { productTabsApi } from './product-tabs.api';

const PANELS = `
  <section><h3>Exterior</h3><p>Outside</p></section>
  <section data-label="In the cab"><h3>Cab interior</h3><p>Inside</p><mf-video-player></mf-video-player></section>
  <section><h3>At work</h3><p>Field</p></section>`;

const open = (html = PANELS, overrides = {}) =>
  renderView(productTabsApi, ProductTabs, html, { label: 'MF 5S views', ...overrides });

describe('<mf-product-tabs> view', () => {
  it('a tab per child, named by its data-label or first heading, in a labelled tab list', () => {
    const { ui } = open();
    expect(ui.getByRole('tablist', { name: 'MF 5S views' })).toBeInTheDocument();
    expect(ui.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Exterior',
      'In the cab',
      'At work',
    ]);
    expect(ui.getByRole('tab', { name: 'Exterior' })).toHaveAttribute('aria-selected', 'true');
  });

  it('slots each child into its panel; only the selected panel is shown', () => {
    const { host, shadow } = open();
    const children = [...host.children];
    expect(children.map((child) => child.getAttribute('slot'))).toEqual([
      'panel-1',
      'panel-2',
      'panel-3',
    ]);
    const panels = [...shadow.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(panels[1]!.querySelector('slot')!.getAttribute('name')).toBe('panel-2');
  });

  it('a tab change shows its panel, emits mf-tab-change and stops the media of the panel it hides', () => {
    const { host, ui, shadow, emit } = open();
    fireEvent.click(ui.getByRole('tab', { name: 'In the cab' }));
    const stopped = vi.fn();
    host.querySelector('mf-video-player')!.addEventListener(MEDIA_STOP_EVENT, stopped);
    expect(emit).toHaveBeenCalledWith('mf-tab-change', { index: 1, name: 'In the cab' });
    const panels = [...shadow.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([true, false, true]);
    fireEvent.keyDown(ui.getByRole('tab', { name: 'In the cab' }), { key: 'ArrowRight' });
    expect(ui.getByRole('tab', { name: 'At work' })).toHaveAttribute('aria-selected', 'true');
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('manual activation: an arrow moves focus, Enter (a click) selects', () => {
    const { ui, shadow } = open(PANELS, { activation: 'manual' });
    const first = ui.getByRole('tab', { name: 'Exterior' });
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    // Focus inside a shadow root: the document sees the host, the root the tab.
    expect(shadow.activeElement).toBe(ui.getByRole('tab', { name: 'At work' }));
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('a child without a name, or with nothing but its heading, is named once and left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ui, host } = open(
      '<section><p>No heading</p></section><section><h2>Only</h2><p>Text</p></section>' +
        '<section><h2>Empty</h2>  </section><section><h2>Video</h2><mf-video-player></mf-video-player></section>',
    );
    expect(ui.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Only', 'Video']);
    host.append(document.createComment('a change: the panels are read again'));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(
        /^<mf-product-tabs>.*: section\[0\] has no data-label and no heading; left out\.$/,
      ),
      expect.stringMatching(
        /^<mf-product-tabs>.*: section\[2\] has no content, got "Empty"; left out\.$/,
      ),
    ]);
    expect(host.children[0]).not.toHaveAttribute('slot');
    expect(host.children[2]).not.toHaveAttribute('slot');
    warn.mockRestore();
  });

  it('without children: the empty state and the labels default name', () => {
    const { part, ui } = open('', { label: '' });
    expect(part('base')).toHaveAttribute('data-state', 'empty');
    expect(ui.queryByRole('tablist')).toBeNull();
  });

  it('follows children the page adds', async () => {
    const { host, ui } = open();
    const extra = document.createElement('section');
    extra.innerHTML = '<h3>Loader</h3><p>Front loader</p>';
    host.append(extra);
    expect(await ui.findByRole('tab', { name: 'Loader' })).toBeInTheDocument();
    expect(extra.getAttribute('slot')).toBe('panel-4');
  });
});
