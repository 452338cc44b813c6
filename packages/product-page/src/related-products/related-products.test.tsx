import { renderView } from '@mf/product-page/testing/view-harness';
import { describe, expect, it, vi } from 'vitest';
import { cssUrl, RelatedProducts } from './related-products';
import { relatedProductsApi } from './related-products.api';

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

  it('an address that is not http(s) is logged and ignored', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { part } = open({ background: 'javascript:alert(1)' });
    expect(part('base')).toHaveAttribute('data-background', 'false');
    expect(error).toHaveBeenCalledWith(
      'mf-related-products: "background" is not an http(s) address',
      'javascript:alert(1)',
    );
    error.mockRestore();
  });

  it('escapes what could end the CSS string', () => {
    expect(cssUrl('https://x.example/a"b\\c')).toBe('url("https://x.example/a\\"b\\\\c")');
  });
});
