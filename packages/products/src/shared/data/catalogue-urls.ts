import { binUrl } from '@mf/core/http/bin-url';
import { encodeUrlComponent } from '@mf/core/http/url-component';
import type { CatalogueQuery } from './catalogue-query';

export type { CatalogueQuery } from './catalogue-query';

/** spec §7: the two servlet addresses, with the host-prefix rules of core's binUrl. */
export function catalogueUrls(query: CatalogueQuery): { cards: string; filters: string } {
  const at = (file: string) =>
    binUrl({
      origin: query.origin,
      site: query.site,
      file: `${file}?path=${encodeUrlComponent(query.path)}`,
      cloudHostPattern: query.cloudHostPattern,
      cloudPrefix: query.cloudPrefix,
    });
  return { cards: at('productcards.json'), filters: at('productfilters.json') };
}
