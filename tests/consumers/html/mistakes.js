// @ts-check
// Planted mistakes: `npm run test:package` expects exactly the lines marked `planted` to fail.
const card = document.querySelector('mf-product-card');
if (card) {
  card.price = 329900; // planted: a number for a string attribute
  card.addEventListener('mf-product-flipped', (event) => console.log(event.detail.face)); // planted: an unknown event name
}
