/**
 * The shared runtime entry (`dist/esm/mf-runtime.js`): React, react-dom, r2wc and the element
 * adapter, which every element needs. The ESM build puts these modules in one chunk shared by all
 * elements; this entry anchors that split, lets a page preload the runtime, and is what
 * `npm run size` measures as "the shared chunk" (budget 73 KB gzip: React + react-dom + r2wc alone
 * are 70 KB, so the rest of core — http, browser, parse, i18n — is deliberately NOT forced in here:
 * esbuild shares those modules among exactly the elements that use them).
 */
export { defineElement } from './element/define-element';
export { useElementContext, useEmit, useLocale } from './element/element-context';
