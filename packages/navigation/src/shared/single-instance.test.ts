import { afterEach, describe, expect, it, vi } from 'vitest';
import { claim, release } from './single-instance';

describe('one instance of a kind (site header, site footer)', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('.probe')) release('probe', el);
  });

  it('a second connected instance is refused with the message; the owner claims again silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = Object.assign(document.createElement('div'), { className: 'probe' });
    const second = Object.assign(document.createElement('div'), { className: 'probe' });
    document.body.append(first, second);
    expect(claim('probe', first, 'only one')).toBe(true);
    // A first render React threw away and started again: the same element asks again.
    expect(claim('probe', first, 'only one')).toBe(true);
    expect(claim('probe', second, 'only one')).toBe(false);
    expect(error.mock.calls).toEqual([['only one']]);
  });

  it('an owner no longer in the document frees the kind (removed before its first commit, it never released it)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = Object.assign(document.createElement('div'), { className: 'probe' });
    const next = Object.assign(document.createElement('div'), { className: 'probe' });
    document.body.append(first);
    expect(claim('probe', first, 'only one')).toBe(true);
    first.remove();
    document.body.append(next);
    expect(claim('probe', next, 'only one')).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });
});
