/**
 * What is shared and where (pure, no React): the page's address and title, sanitized, and the
 * share address of each network. Nothing here loads anything: the links are plain addresses that
 * the browser opens only when the visitor follows one.
 */
import { encodeUrlComponent } from '@mf/core/http/url-component';
import { safeHttpUrl } from '@mf/core/parse/parse';

const NETWORKS = ['facebook', 'x', 'linkedin', 'xing', 'whatsapp', 'email'] as const;
export type Network = (typeof NETWORKS)[number];

/** The `networks` attribute: a space-separated list of known network names. */
export function validateNetworks(value: unknown): string {
  const names = String(value).trim().split(/\s+/).filter(Boolean);
  if (names.length === 0) throw new Error('name at least one network');
  const unknown = names.find((name) => !(NETWORKS as readonly string[]).includes(name));
  if (unknown) throw new Error(`unknown network "${unknown}" (known: ${NETWORKS.join(', ')})`);
  return names.join(' ');
}

export function networksOf(value: string): Network[] {
  return [...new Set(value.split(/\s+/))].filter((name): name is Network =>
    (NETWORKS as readonly string[]).includes(name),
  );
}

/** The `url` attribute: an http(s) address (relative ones resolve against the page). */
export function validateShareUrl(value: unknown): string {
  if (String(value).trim() === '') return '';
  if (!safeHttpUrl(value)) throw new Error('must be an http(s) address');
  return String(value).trim();
}

/**
 * The address to share: the `url` attribute, else the page's canonical link, else its address;
 * only http(s), without credentials and without the hash (a hash such as #modal-quote would open
 * a dialog on the recipient's screen).
 */
export function shareUrl(attribute: string): string {
  const canonical =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLLinkElement>('link[rel~="canonical"]')?.getAttribute('href');
  const page = typeof location === 'undefined' ? '' : location.href;
  const chosen = safeHttpUrl(attribute) ?? safeHttpUrl(canonical) ?? safeHttpUrl(page) ?? '';
  if (!chosen) return '';
  const url = new URL(chosen);
  url.username = '';
  url.password = '';
  url.hash = '';
  return url.href;
}

/** The title to share: the `share-title` attribute, else the document's; one line, at most 200 characters. */
export function shareTitle(attribute: string): string {
  const raw = attribute.trim() || (typeof document === 'undefined' ? '' : document.title);
  const clean = raw
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > 200 ? `${clean.slice(0, 199)}…` : clean;
}

/** The share address of `network` for the page. */
export function shareHref(network: Network, url: string, title: string): string {
  const u = encodeUrlComponent(url);
  const t = encodeUrlComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'xing':
      return `https://www.xing.com/spi/shares/new?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeUrlComponent(title ? `${title} ${url}` : url)}`;
    case 'email':
      return `mailto:?subject=${t}&body=${encodeUrlComponent(title ? `${title}\n${url}` : url)}`;
  }
}
