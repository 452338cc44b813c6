/**
 * What evaluating the all-in-one IIFE costs a page that has one of its elements: it
 * defines every element, but parses a stylesheet only for the elements the page makes, and
 * makes their React roots in a task of their own, not in the evaluation.
 */
import { expect, loadScript, waitFor } from './helpers';

const sheetsOf = (element: Element) => element.shadowRoot!.adoptedStyleSheets;

describe('the all-in-one bundle', () => {
  it('parses a stylesheet at the first instance of an element, none at the definitions', async () => {
    const parsed: string[] = [];
    const replaceSync = CSSStyleSheet.prototype.replaceSync;
    CSSStyleSheet.prototype.replaceSync = function (this: CSSStyleSheet, text: string) {
      parsed.push(text.slice(0, 40));
      return replaceSync.call(this, text);
    };
    try {
      await loadScript('/dist/mf-elements.iife.js');
      expect(customElements.get('mf-lead-form')).to.be.a('function');
      expect(customElements.get('mf-news-archive')).to.be.a('function');
      expect(parsed, 'sheets parsed by the definitions').to.have.length(0);

      // The first instance: the shared token sheet and its own.
      const first = document.createElement('mf-social-share');
      document.body.append(first);
      // With the shadow root, before the mount: the host rules hold from the start.
      expect(parsed).to.have.length(2);
      expect(sheetsOf(first)).to.have.length(2);
      // A second instance shares both; another element parses only its own.
      const second = document.createElement('mf-social-share');
      const other = document.createElement('mf-sticky-sidebar');
      document.body.append(second, other);
      expect(parsed).to.have.length(3);
      expect(sheetsOf(second)).to.deep.equal(sheetsOf(first));
      expect(sheetsOf(other)[0]).to.equal(sheetsOf(first)[0]);
      for (const element of [first, second, other]) element.remove();
    } finally {
      CSSStyleSheet.prototype.replaceSync = replaceSync;
    }
  });

  it('an element mounts in a task after the one that connected it', async () => {
    if (!customElements.get('mf-social-share')) await loadScript('/dist/mf-elements.iife.js');
    const element = document.createElement('mf-social-share');
    document.body.append(element);
    // Still the connecting task: no React root, nothing rendered into the shadow root.
    expect(element.shadowRoot!.childNodes).to.have.length(0);
    await waitFor(() => element.shadowRoot!.querySelector('[part~=base]'));
    // Removed before its mount: it never renders (its sibling, connected with it, does).
    const removed = document.createElement('mf-social-share');
    let renders = 0;
    (removed as unknown as Record<symbol, () => void>)[Symbol.for('mf.probe')] = () => renders++;
    const sibling = document.createElement('mf-social-share');
    document.body.append(removed, sibling);
    removed.remove();
    await waitFor(() => sibling.shadowRoot!.querySelector('[part~=base]'));
    expect(renders).to.equal(0);
    sibling.remove();
    element.remove();
  });
});
