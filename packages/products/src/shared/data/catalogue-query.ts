/**
 * Where a product range's catalogue is served (spec §7): the selector's and the compare tray's
 * attributes. Apart from the addresses (catalogue-urls.ts), so the tray's first load does not
 * carry the address code its lazy comparison needs.
 */
export interface CatalogueQuery {
  origin: string;
  site: string;
  path: string;
  cloudHostPattern: string;
  cloudPrefix: string;
}

/** The query of an element's catalogue attributes; null without a site or a path (nothing to ask). */
export const catalogueQuery = (attributes: CatalogueQuery): CatalogueQuery | null =>
  attributes.site && attributes.path
    ? {
        origin: attributes.origin,
        site: attributes.site,
        path: attributes.path,
        cloudHostPattern: attributes.cloudHostPattern,
        cloudPrefix: attributes.cloudPrefix,
      }
    : null;
