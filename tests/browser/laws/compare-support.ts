/**
 * <mf-product-compare>'s law fixtures: products of the gallery's catalogue (demo/mocks/products),
 * chosen as a shared link chooses them (`?compare=`), so the tray shows them at the upgrade.
 */
export const COMPARE_IDS = [
  '/content/mf/products/tractors/row-crop/row-crop-1',
  '/content/mf/products/tractors/row-crop/row-crop-2',
  '/content/mf/products/tractors/utility/utility-2',
];
