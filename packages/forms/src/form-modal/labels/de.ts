import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';
import leadForm from '../../lead-form/labels/de';

/** mf-form-modal in German (docs/markets.md). */
export default {
  // The form's own texts are the lead form's (the modal holds one).
  ...leadForm,
  close: 'Schließen',
  back: 'Zurück zu den Produkten',
  headingFallback: 'Informationen anfordern',
  ctaFallback: 'Auswählen',
  noProducts: 'Für diese Anfrage sind keine Produkte verfügbar.',
  brochureReady: 'Vielen Dank. Ihre Broschüre steht zum Download bereit.',
  newTab: '(öffnet in einem neuen Tab)',
} satisfies LabelTable<typeof englishLabels>;
