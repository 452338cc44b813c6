/** A small data model for the form modal's tests (the gallery page has the full one). */
export const FORM = 'https://agcocorp.my.salesforce-sites.com/leadform';
export const FORM_ORIGIN = 'https://agcocorp.my.salesforce-sites.com';

export function fixtureModel(): Record<string, unknown> {
  return {
    brochure: {
      heading: 'Request a brochure',
      subheading: 'Choose a model.',
      cta_label: 'Request brochure',
      form_cta_label: 'Where should we send it?',
      iframe_src: FORM,
    },
    demo: {
      heading: 'Book a demo',
      subheading: '',
      cta_label: 'Book demo',
      form_cta_label: 'Your details',
      iframe_src: FORM,
    },
    items: [
      {
        title: 'MF 5S Series',
        subtitle: '105 to 145 hp',
        models: [
          {
            product_tag_id: 'mf:5s/105',
            brochure_image: 'https://cdn.example.com/5s.jpg',
            brochure_image_alt: 'MF 5S.105 tractor',
            brochure: {
              title: 'MF 5S.105',
              subtitle: '105 hp',
              show_form_cta: 'true',
              brochure_cta_link: 'https://cdn.example.com/5s.pdf',
              brochure_cta_label: 'Download the brochure',
              secondary_brochure_cta_link: 'https://cdn.example.com/5s-spec.pdf',
              secondary_brochure_cta_label: 'Specifications',
            },
            demo: { title: 'MF 5S.105', subtitle: '105 hp', show_form_cta: true },
          },
          {
            product_tag_id: 'mf:5s/125',
            brochure: { title: 'MF 5S.125', subtitle: '125 hp', show_form_cta: true },
          },
        ],
      },
      {
        title: 'Balers',
        models: [
          {
            product_tag_id: 'mf:balers/rb',
            brochure: {
              title: 'RB 4160V',
              show_form_cta: false,
              brochure_cta_link: 'https://cdn.example.com/rb.pdf',
              brochure_cta_label: 'RB brochure',
            },
          },
        ],
      },
    ],
  };
}
