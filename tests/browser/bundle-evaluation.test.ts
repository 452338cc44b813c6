/**
 * What evaluating the all-in-one IIFE costs a page that has one of its elements (issue 20): it
 * defines every element, but parses a stylesheet only for the elements the page makes.
 */
import { expect, loadScript } from './helpers';

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
      expect(parsed).to.have.length(2);
      expect(first.shadowRoot!.adoptedStyleSheets).to.have.length(2);
      // A second instance shares both; another element parses only its own.
      const second = document.createElement('mf-social-share');
      document.body.append(second);
      expect(parsed).to.have.length(2);
      expect(second.shadowRoot!.adoptedStyleSheets).to.deep.equal(
        first.shadowRoot!.adoptedStyleSheets,
      );
      const other = document.createElement('mf-sticky-sidebar');
      document.body.append(other);
      expect(parsed).to.have.length(3);
      expect(other.shadowRoot!.adoptedStyleSheets[0]).to.equal(
        first.shadowRoot!.adoptedStyleSheets[0],
      );
      first.remove();
      second.remove();
      other.remove();
    } finally {
      CSSStyleSheet.prototype.replaceSync = replaceSync;
    }
  });
});
