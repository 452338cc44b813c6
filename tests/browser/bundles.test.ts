/**
 * What a CMS page does: the all-in-one IIFE by a plain <script> tag, possibly beside the ESM
 * bundles of the same elements (a second copy of the runtime on one page must be harmless).
 */
import manifest from '../../custom-elements.json';
import { captureConsoleErrors, expect, loadElement, loadScript } from './helpers';

const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));

describe('bundles', () => {
  it('the IIFE after the ESM bundles registers every element once, without errors', async () => {
    const first = await loadElement(tags[0]!);
    const errors = captureConsoleErrors();
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.message);
    window.addEventListener('error', onError);
    try {
      await loadScript('/dist/mf-elements.iife.js');
      await loadScript('/dist/mf-elements.iife.js'); // and a third copy
    } finally {
      window.removeEventListener('error', onError);
      errors.stop();
    }
    expect(uncaught).to.deep.equal([]);
    expect(errors.messages).to.deep.equal([]);
    expect(customElements.get(tags[0]!)).to.equal(first);
    for (const tag of tags) expect(customElements.get(tag), tag).to.be.a('function');
  });
});
