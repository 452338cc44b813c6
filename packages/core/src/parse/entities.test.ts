import fc from 'fast-check';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { decodeEntities } from './entities';

describe('decodeEntities (CMS text arrives HTML-encoded)', () => {
  it.each([
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['&quot;MF&quot; &#39;8R&#39; &apos;x&apos;', "\"MF\" '8R' 'x'"],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&#65;&#x42;&#X43;&#0000068;', 'ABCD'],
    ['&#x1F69C; Traktor', '\u{1F69C} Traktor'],
    ['M&uuml;ller &amp; S&ouml;hne &ndash; 100&nbsp;&euro;', 'Müller & Söhne – 100\u00a0€'],
  ])('%s -> %s', (encoded, decoded) => {
    expect(decodeEntities(encoded)).toBe(decoded);
  });

  it('decodes once: double-encoded text keeps one level (no second pass)', () => {
    expect(decodeEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });

  it('leaves what is not an entity as written', () => {
    for (const text of ['AT&T', 'a & b', '&amp', '&unknown;', '&#;', '&#xZZ;', '&;', 'a&ltb'])
      expect(decodeEntities(text)).toBe(text);
  });

  it('code points that are not characters become U+FFFD, never a lone surrogate', () => {
    expect(decodeEntities('&#0;|&#xD800;|&#xDFFF;|&#x110000;|&#99999999999;')).toBe(
      '\ufffd|\ufffd|\ufffd|\ufffd|\ufffd',
    );
  });

  // Fragments a hostile or sloppy CMS sends: markup, entities of markup, plain text.
  const fragment = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '<img src=x onerror="alert(1)">',
      '<script>alert(1)</script>',
      '&lt;img src=x onerror=alert(1)&gt;',
      '&#60;svg onload=alert(1)&#62;',
      '&#x3C;iframe&#x3E;',
      '&amp;',
      '&nbsp;',
      '&#39;',
      '&quot;',
      '<b>',
      '&',
      ';',
      '#',
    ),
  );
  const cmsText = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));

  it('never creates an element: a pure string function, and its result renders as text only', () => {
    const createElementSpy = vi.spyOn(document, 'createElement');
    const parser = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const innerHTML = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    fc.assert(
      fc.property(cmsText, (text) => {
        const decoded = decodeEntities(text);
        expect(createElementSpy).not.toHaveBeenCalled();
        expect(parser).not.toHaveBeenCalled();
        expect(innerHTML).not.toHaveBeenCalled();
        const { container, unmount } = render(createElement('p', null, decoded));
        expect(container.querySelectorAll('p *')).toHaveLength(0);
        expect(container.textContent).toBe(decoded);
        unmount();
        createElementSpy.mockClear();
      }),
      { numRuns: 200 },
    );
  });

  it('is the identity on plain text (nothing to decode), and on its own plain result', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const plain = text.replaceAll('&', '');
        expect(decodeEntities(plain)).toBe(plain);
        const decoded = decodeEntities(cmsTextSample(text));
        if (!decoded.includes('&')) expect(decodeEntities(decoded)).toBe(decoded);
      }),
    );
  });

  it('only entities turn into "<": the number of "<" grows by the entities that mean it', () => {
    fc.assert(
      fc.property(cmsText, (text) => {
        const lt = (s: string) => s.split('<').length - 1;
        const encodedLt = (text.match(/&lt;|&LT;|&#0*60;|&#[xX]0*3[cC];/g) ?? []).length;
        expect(lt(decodeEntities(text))).toBe(lt(text) + encodedLt);
      }),
    );
  });
});

/** A text with entities in it, derived from any string. */
function cmsTextSample(text: string): string {
  return `${text}&amp;${text}&#60;&nbsp;`;
}
