import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveRegion } from './live-region';

/** What a screen reader reacts to: nodes added to the live region. */
function watch(region: HTMLElement) {
  const added: Node[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((record) => added.push(...record.addedNodes)),
  );
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return {
    added,
    flush: () => added.push(...observer.takeRecords().flatMap((r) => [...r.addedNodes])),
  };
}

describe('LiveRegion', () => {
  it('a new announce key inserts the same text afresh (announced again)', () => {
    const { rerender } = render(<LiveRegion message="30 results" announceKey={1} />);
    const region = screen.getByRole('status');
    const first = region.firstChild;
    const seen = watch(region);
    rerender(<LiveRegion message="30 results" announceKey={2} />);
    seen.flush();
    expect(region).toHaveTextContent('30 results');
    expect(region.firstChild).not.toBe(first);
    expect(seen.added.length).toBeGreaterThan(0);
  });

  it('the same key and text change nothing (no repeated announcement on a re-render)', () => {
    const { rerender } = render(<LiveRegion message="30 results" announceKey={1} />);
    const region = screen.getByRole('status');
    const seen = watch(region);
    rerender(<LiveRegion message="30 results" announceKey={1} />);
    seen.flush();
    expect(seen.added).toHaveLength(0);
  });

  it('without a key: plain text, cleared by an empty message', () => {
    const { rerender } = render(<LiveRegion message="Saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<LiveRegion message="" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
