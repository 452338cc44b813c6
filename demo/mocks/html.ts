/**
 * Text as HTML, for the markup the gallery and its build write as strings (the CMS's results, the
 * production-like pages, the index, the API pages): `&`, `<`, `>` and `"` escaped, so a value
 * stays text inside an element or a double-quoted attribute.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
