/**
 * `npm run build:interop`: the four framework apps of tests/interop, each built with
 * its own tooling, into build/demo/interop/<framework>/ (beside the gallery, whose static server,
 * mock worker and /dist bundles they use). Expects `npm run build:demo` first (npm test runs it).
 *
 * - Vue 3.5: Vite with @vitejs/plugin-vue (`isCustomElement` for the mf- tags);
 * - Svelte 5: Vite with @sveltejs/vite-plugin-svelte;
 * - React 19: Vite (JSX by its own transform);
 * - Angular 21: the Angular compiler (ngc, AOT, full compilation), then esbuild with Angular's
 *   linker (Babel) for the partially compiled @angular packages, as the Angular CLI does.
 *
 * The elements are not bundled into the apps: each page loads them from /dist/esm (boot.ts).
 */
import { transformAsync } from '@babel/core';
import linkerPlugin from '@angular/compiler-cli/linker/babel';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import vue from '@vitejs/plugin-vue';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build as esbuild, type Plugin as EsbuildPlugin } from 'esbuild';
import { build as vite, type PluginOption } from 'vite';

const apps = resolve('tests/interop/apps');
const out = resolve('build/demo/interop');
const started = performance.now();

if (!existsSync('build/demo/dist/esm')) {
  console.error('build/demo is missing: run "npm run build:demo" first.');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const FRAMEWORKS = ['vue', 'svelte', 'angular', 'react'] as const;
const TITLES = { vue: 'Vue 3.5', svelte: 'Svelte 5', angular: 'Angular 21', react: 'React 19' };

// The mocks, fakes and element loader every app page runs first.
await esbuild({
  entryPoints: [join(apps, 'boot.ts')],
  outfile: join(out, 'boot.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});

async function viteApp(name: 'vue' | 'svelte' | 'react', entry: string, plugins: PluginOption[]) {
  await vite({
    configFile: false,
    root: join(apps, name),
    logLevel: 'warn',
    plugins,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: join(out, name),
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      rollupOptions: {
        input: join(apps, name, entry),
        output: { entryFileNames: 'app.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}

await viteApp('vue', 'main.ts', [
  vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('mf-') } } }),
]);
await viteApp('svelte', 'main.ts', [svelte()]);
await viteApp('react', 'main.tsx', []);

// Angular: AOT compilation by ngc, then a bundle in which Angular's linker finishes the
// partially compiled framework packages (without it they would need the JIT compiler at run time).
const ngcOut = resolve('build/interop-angular');
rmSync(ngcOut, { recursive: true, force: true });
const ngc = spawnSync(
  process.execPath,
  [
    resolve('node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js'),
    '-p',
    join(apps, 'angular/tsconfig.json'),
  ],
  { stdio: 'inherit' },
);
if (ngc.status !== 0) process.exit(ngc.status ?? 1);

const angularLinker: EsbuildPlugin = {
  name: 'angular-linker',
  setup(build) {
    build.onLoad({ filter: /node_modules[\\/]@angular[\\/].*\.m?js$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('ɵɵngDeclare')) return { contents: source, loader: 'js' };
      const result = await transformAsync(source, {
        filename: args.path,
        plugins: [linkerPlugin],
        configFile: false,
        babelrc: false,
        compact: false,
        sourceMaps: false,
      });
      return { contents: result?.code ?? source, loader: 'js' };
    });
  },
};
await esbuild({
  entryPoints: [join(ngcOut, 'angular/main.js')],
  outfile: join(out, 'angular/app.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  define: { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' },
  plugins: [angularLinker],
  logLevel: 'warning',
});
rmSync(ngcOut, { recursive: true, force: true });

for (const name of FRAMEWORKS) {
  writeFileSync(
    join(out, name, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Interop · ${TITLES[name]}</title>
<script type="module" src="../boot.js"></script>
<script type="module" src="./app.js"></script>
</head>
<body>
<main>
<h1>${TITLES[name]} app</h1>
<${name === 'angular' ? 'interop-app' : 'div id="app"'}></${name === 'angular' ? 'interop-app' : 'div'}>
</main>
</body>
</html>
`,
  );
}

console.log(
  `Interop apps built in ${out} (${FRAMEWORKS.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
