/**
 * The bundles run react-dom/client (the reconciler and the scheduler, the biggest
 * module of the shared runtime) in a task of its own, after the task that evaluates the bundle
 * and upgrades the page's elements and before the task that mounts them
 * (scripts/build-plugins.ts, `reactFacade`).
 */
import { expect, loadScript, waitFor } from './helpers';

type Hook = {
  supportsFiber: boolean;
  inject: (internals: { rendererPackageName: string }) => number;
};

describe('react-dom/client in the built bundle', () => {
  it('runs after the bundle evaluation, in a task before the elements mount', async () => {
    const log: string[] = [];
    const element = document.createElement('mf-social-share');
    document.body.append(element);
    // react-dom/client tells the devtools hook about itself when its module runs.
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: Hook }).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
      {
        supportsFiber: true,
        inject: () => {
          log.push(
            element.shadowRoot?.hasChildNodes() ? 'react-dom, element mounted' : 'react-dom',
          );
          queueMicrotask(() => log.push("react-dom's task ends"));
          return 1;
        },
      };
    // A script's load event fires right after it ran, in the same task.
    const evaluated = (event: Event) => {
      if ((event.target as HTMLScriptElement).src?.endsWith('mf-elements.iife.js'))
        log.push('bundle evaluated');
    };
    document.addEventListener('load', evaluated, true);
    await loadScript('/dist/mf-elements.iife.js');
    document.removeEventListener('load', evaluated, true);
    await waitFor(() => element.shadowRoot?.querySelector('[part~=base]'));
    // In that order, and the element's mount was not part of react-dom's task.
    expect(log.slice(0, 3)).to.deep.equal([
      'bundle evaluated',
      'react-dom',
      "react-dom's task ends",
    ]);
    element.remove();
  });
});
