// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventsUrl, type EventsUrlOptions } from './url';

const base: EventsUrlOptions = {
  origin: '',
  site: 'mf',
  cloudHostPattern: '',
  cloudPrefix: '',
  page: 1,
  region: 'all',
  hostname: 'www.example.com',
};

describe('eventsUrl (spec §7)', () => {
  it.each<[string, Partial<EventsUrlOptions>, string]>([
    ['page origin, default filter', {}, '/bin/mf/eventsoverview.1.json?region=all'],
    ['empty region means all', { region: ' ' }, '/bin/mf/eventsoverview.1.json?region=all'],
    [
      'page and region',
      { page: 3, region: 'europe' },
      '/bin/mf/eventsoverview.3.json?region=europe',
    ],
    [
      'region is encoded',
      { region: 'north america & co' },
      '/bin/mf/eventsoverview.1.json?region=north%20america%20%26%20co',
    ],
    ['a bad page becomes 1', { page: 0 }, '/bin/mf/eventsoverview.1.json?region=all'],
    ['a fractional page becomes 1', { page: 2.5 }, '/bin/mf/eventsoverview.1.json?region=all'],
    [
      'explicit origin, trailing slash dropped',
      { origin: 'https://cms.example.com/', hostname: undefined },
      'https://cms.example.com/bin/mf/eventsoverview.1.json?region=all',
    ],
    [
      'pattern that does not match: plain path',
      { cloudHostPattern: '\\.cloudhost\\.net$' },
      '/bin/mf/eventsoverview.1.json?region=all',
    ],
    [
      'cloud host: site as prefix and /resources',
      { cloudHostPattern: '\\.cloudhost\\.net$', hostname: 'mf-prod.cloudhost.net', page: 2 },
      '/mf/resources/bin/mf/eventsoverview.2.json?region=all',
    ],
    [
      'cloud host: configured prefix',
      {
        cloudHostPattern: 'cloudhost',
        cloudPrefix: 'content/mf-site',
        hostname: 'a.cloudhost.net',
        region: 'africa',
      },
      '/content/mf-site/resources/bin/mf/eventsoverview.1.json?region=africa',
    ],
    [
      'cloud host taken from the origin',
      { origin: 'https://mf.cloudhost.net', cloudHostPattern: 'cloudhost', hostname: undefined },
      'https://mf.cloudhost.net/mf/resources/bin/mf/eventsoverview.1.json?region=all',
    ],
  ])('%s', (_name, options, expected) => {
    expect(eventsUrl({ ...base, ...options })).toBe(expected);
  });
});
