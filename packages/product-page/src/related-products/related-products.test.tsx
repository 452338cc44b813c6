import { renderView } from '@mf/product-page/testing/view-harness';
import { describe, expect, it, vi } from 'vitest';
import { cssUrl, RelatedProducts } from './related-products';
import { relatedProductsApi } from './related-products.api';
import { parseAttributeValue } from '@mf/core/element/attribute-value';

const CONTENT = '<h2>More tractors</h2><ul><li><a href="/mf-8s">MF 8S</a></li></ul>';
const open = (overrides = {}) =>
  renderView(relatedProductsApi, RelatedProducts, CONTENT, overrides);

describe('<mf-related-products> view', () => {
  it('a named section around the page’s content, the background image resolved and set', () => {
    const { part, ui } = open({ background: '/media/bg.jpg', label: 'More tractors' });
    expect(ui.getByRole('region', { name: 'More tractors' })).toBe(part('base'));
    expect(part('base')).toHaveAttribute('data-background', 'true');
    expect(part('base')!.style.getPropertyValue('--_background')).toBe(
      `url("${location.origin}/media/bg.jpg")`,
    );
  });

  it('without a background: no image, the labels name', () => {
    const { part, ui } = open();
    expect(part('base')).toHaveAttribute('data-background', 'false');
    expect(part('base')!.style.getPropertyValue('--_background')).toBe('');
    expect(ui.getByRole('region', { name: 'Related products' })).toBeInTheDocument();
  });

  it('an address that is not http(s): one warning naming the element, no error, no image', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('mf-related-products');
    document.body.append(host);
    const spec = relatedProductsApi.attributes.background;
    const given = 'ftp://dam.example.com/field.jpg';
    expect(parseAttributeValue(spec, given, 'mf-related-products', 'background', host)).toBe('');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-related-products> (1st on the page): attribute "background" is invalid: must be an http(s) address or a path, got "ftp://dam.example.com/field.jpg"; using the default.',
    ]);
    expect(parseAttributeValue(spec, '/media/bg.jpg', 'mf-related-products', 'background')).toBe(
      '/media/bg.jpg',
    );
    host.remove();
    // A view given such an address anyway shows no image, and says nothing more.
    const { part } = open({ background: 'javascript:alert(1)' });
    expect(part('base')).toHaveAttribute('data-background', 'false');
    expect(error).not.toHaveBeenCalled();
  });

  it('escapes what could end the CSS string', () => {
    expect(cssUrl('https://x.example/a"b\\c')).toBe('url("https://x.example/a\\"b\\\\c")');
  });
});
