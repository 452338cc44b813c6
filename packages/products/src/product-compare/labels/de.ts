import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-compare in German (docs/markets.md). */
export default {
  heading: 'Produkte vergleichen',
  chosen: '{count} von {max} gewählt',
  remove: '{title} entfernen',
  removeShort: 'Entfernen',
  compare: 'Vergleichen ({count})',
  clear: 'Leeren',
  hint: 'Wählen Sie mindestens zwei Produkte zum Vergleich.',
  emptied:
    'Keine Produkte gewählt. Wählen Sie mit „Vergleichen“ auf den Produktkarten bis zu {max}.',
  added: '{title} zum Vergleich hinzugefügt.',
  removed: '{title} aus dem Vergleich entfernt.',
  cleared: 'Der Vergleich ist leer.',
  refused:
    'Sie können bis zu {max} Produkte vergleichen. Entfernen Sie eines, bevor Sie {title} hinzufügen.',
  loading: 'Der Vergleich wird geladen …',
  error: 'Die Produktdaten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  unknown: 'Produkt {n}',
  title: 'Produkte vergleichen',
  caption: '{count} Produkte im Vergleich',
  close: 'Schließen',
  differences: 'Nur Unterschiede zeigen',
  noDifferences: 'Die Produkte unterscheiden sich in diesen Angaben nicht.',
  model: 'Modell',
  noValue: '–',
  power: 'Leistung',
  price: 'Preis',
  hp: '{value} PS',
  kw: '{value} kW',
} satisfies LabelTable<typeof englishLabels>;
