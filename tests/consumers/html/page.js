// @ts-check
// The page's own script, checked against the IIFE's declarations (tsconfig.json "types").
const card = document.querySelector('mf-product-card');
if (card) {
  card.currency = 'USD';
  card.addEventListener('mf-product-flip', (event) => {
    const face = document.getElementById('face');
    if (face) face.textContent = event.detail.face;
  });
}
