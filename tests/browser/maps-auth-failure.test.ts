/**
 * Google's global `gm_authFailure` hook must not keep a removed element alive. The
 * global handler was created in the scope that also held the first subscriber, and V8 keeps one
 * context per scope for all its closures: `window.gm_authFailure` held the first dealer locator
 * on the page (its whole tree) for as long as the page lived. Checked with weak references and a
 * forced major collection (Chromium runs with --expose-gc).
 */
import { onMapsAuthFailure } from '../../packages/core/src/maps/map-libraries';
import { expect } from './helpers';

type Globals = { gm_authFailure?: () => void } & Record<symbol, unknown>;
const globals = globalThis as unknown as Globals;

async function collect(): Promise<void> {
  const gc = (window as unknown as { gc?: (options?: object) => Promise<void> }).gc;
  if (!gc) throw new Error('Chromium must run with --js-flags=--expose-gc');
  // Async and as its own task: no conservative scan of this stack (see chromium-support.ts).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await gc({ type: 'major', execution: 'async' });
  await gc({ type: 'major', execution: 'async' });
}

/** Subscribes `count` listeners, each closing over an object of its own; returns weak references to the objects and the unsubscribes. */
function subscribe(count: number, calls: string[]) {
  const refs: WeakRef<object>[] = [];
  const stops: (() => void)[] = [];
  for (let i = 0; i < count; i++) {
    const owner = { name: `element ${i}`, tree: new Array(1000).fill(i) };
    refs.push(new WeakRef(owner));
    stops.push(onMapsAuthFailure(() => calls.push(owner.name)));
  }
  return { refs, stops };
}

function subscribeAndStop(count: number, calls: string[]): WeakRef<object>[] {
  const { refs, stops } = subscribe(count, calls);
  for (const stop of stops) stop();
  return refs;
}

describe('onMapsAuthFailure (core/maps)', () => {
  beforeEach(() => {
    delete globals[Symbol.for('mf.maps.authFailureListeners')];
    delete globals[Symbol.for('mf.maps.previousAuthFailure')];
    delete globals.gm_authFailure;
  });

  it('calls every live listener and the page handler that was there before', () => {
    const calls: string[] = [];
    globals.gm_authFailure = () => calls.push('page');
    const { stops } = subscribe(2, calls);
    globals.gm_authFailure!();
    expect(calls).to.deep.equal(['page', 'element 0', 'element 1']);
    stops[0]!();
    globals.gm_authFailure!();
    expect(calls.slice(3)).to.deep.equal(['page', 'element 1']);
  });

  it('keeps no unsubscribed listener alive, the first one included', async () => {
    const calls: string[] = [];
    // Subscribed and unsubscribed in a function of its own: this async test's suspended frame
    // would otherwise hold the last unsubscribe (and its listener) in a register.
    const refs = subscribeAndStop(3, calls);
    for (let attempt = 0; attempt < 20 && refs.some((ref) => ref.deref()); attempt++)
      await collect();
    expect(refs.map((ref) => ref.deref() !== undefined)).to.deep.equal([false, false, false]);
    globals.gm_authFailure!();
    expect(calls).to.deep.equal([]);
  });
});
