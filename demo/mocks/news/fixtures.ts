/**
 * News articles of the mock servlet (site-components spec §3 News search result): 150 articles
 * over three calendar years (February 2024 to November 2026) in five categories, generated
 * deterministically so every test and screenshot sees the same archive. Newest first, as the
 * servlet sends them; timestamps in milliseconds.
 */
export interface NewsFixture {
  title: string;
  description: string;
  link: string;
  image?: string;
  imageAlt?: string;
  category: string;
  timestamp: number;
}

export const NEWS_CATEGORIES = [
  { value: 'products', label: 'Products' },
  { value: 'company', label: 'Company' },
  { value: 'events', label: 'Events' },
  { value: 'sustainability', label: 'Sustainability' },
  { value: 'dealers', label: 'Dealers' },
] as const;

export const NEWS_COUNT = 150;
/** 12 November 2026, 10:00 UTC: the newest article. */
const NEWEST = Date.UTC(2026, 10, 12, 10, 0);
const DAY = 86_400_000;

const SUBJECTS: Record<string, string[]> = {
  products: [
    'New 8R tractor series',
    'Combine harvester update',
    'Precision seeding kit',
    'Compact loader range',
    'Baler with net wrap',
    'Sprayer boom control',
  ],
  company: [
    'Quarterly results',
    'New factory hall',
    'Apprenticeship programme',
    'Leadership appointment',
    'Partnership agreement',
    'Customer service centre',
  ],
  events: [
    'Field day report',
    'Agritechnica preview',
    'Open house at the plant',
    'Demo tour across the region',
    'Farm show highlights',
    'Dealer conference',
  ],
  sustainability: [
    'Biofuel trial results',
    'Soil health study',
    'Electric drive prototype',
    'Water saving irrigation',
    'Recycled parts programme',
    'Carbon report',
  ],
  dealers: [
    'New dealer in the north',
    'Service network expands',
    'Parts delivery overnight',
    'Dealer award winners',
    'Training academy opens',
    'Rental fleet grows',
  ],
};

const categoryOf = (i: number) =>
  NEWS_CATEGORIES[(i * 7 + Math.floor(i / 3)) % NEWS_CATEGORIES.length]!.value;

function build(): NewsFixture[] {
  const articles: NewsFixture[] = [];
  let timestamp = NEWEST;
  for (let i = 0; i < NEWS_COUNT; i++) {
    const category = categoryOf(i);
    const subjects = SUBJECTS[category]!;
    const subject = subjects[i % subjects.length]!;
    const slug = `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`;
    articles.push({
      title: `${subject} (${i + 1})`,
      description: `${subject}: the story behind article ${i + 1} of the archive, in a sentence or two.`,
      link: `/content/mf/news/${category}/${slug}.html`,
      ...(i % 3 === 0
        ? { image: `/content/dam/mf-demo/news/${slug}.svg`, imageAlt: `Illustration: ${subject}` }
        : {}),
      category,
      timestamp,
    });
    // 5 to 8 days apart: 150 articles span February 2024 to November 2026.
    timestamp -= (5 + ((i * 3) % 4)) * DAY + ((i * 37) % 11) * 3_600_000;
  }
  return articles;
}

export const NEWS_FIXTURES: readonly NewsFixture[] = build();
