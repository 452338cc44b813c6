import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vue leaves the mf- tags to the browser: they are custom elements.
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('mf-') } } }),
  ],
  // The elements bring React along (about 200 KB gzip for the two): quiet Vite's 500 KB note.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  logLevel: 'warn',
});
