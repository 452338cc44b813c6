import { encodeUrlComponent } from '@mf/core/http/url-component';
import { binUrl } from '@mf/core/http/bin-url';

export interface EventsUrlOptions {
  origin: string;
  site: string;
  cloudHostPattern: string;
  cloudPrefix: string;
  /** 1-based page number. */
  page: number;
  /** Region value; '' means all. */
  region: string;
  /** Host name to test against the cloud pattern (tests); defaults to the origin's or page's. */
  hostname?: string;
}

/** spec §7: the default filter is "all". */
export const ALL_REGIONS = 'all';

/**
 * spec §7: GET {origin}/bin/{site}/eventsoverview.{page}.json?region={filter}; on a cloud host
 * the path gets the extra prefix and /resources (core binUrl).
 */
export function eventsUrl(options: EventsUrlOptions): string {
  const page = Number.isInteger(options.page) && options.page >= 1 ? options.page : 1;
  const region = options.region.trim() || ALL_REGIONS;
  return binUrl({
    origin: options.origin,
    site: options.site,
    file: `eventsoverview.${page}.json?region=${encodeUrlComponent(region)}`,
    cloudHostPattern: options.cloudHostPattern,
    cloudPrefix: options.cloudPrefix,
    hostname: options.hostname,
  });
}
