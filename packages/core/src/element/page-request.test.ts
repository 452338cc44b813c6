import { describe, expect, it, vi } from 'vitest';
import { pageRequest } from './page-request';

describe('pageRequest', () => {
  it('hands a request made before anyone listened to the first listener, once, and every later one to all', () => {
    const requests = pageRequest('mf-test-request');
    document.dispatchEvent(new CustomEvent('mf-test-request', { detail: { n: 1 } }));
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = requests.listen(first);
    requests.listen(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect((first.mock.calls[0]![0] as CustomEvent).detail).toEqual({ n: 1 });
    expect(second).not.toHaveBeenCalled();
    document.dispatchEvent(new CustomEvent('mf-test-request', { detail: { n: 2 } }));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    document.dispatchEvent(new CustomEvent('mf-test-request'));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
