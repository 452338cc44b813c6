import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      '.cache/',
      'demo/public/mockServiceWorker.js',
      'test-results/',
      'playwright-report/',
      // Projects that use the packed package (scripts/test-package.ts); their planted mistakes
      // are type errors on purpose.
      'tests/consumers/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mf/core',
              message:
                'Import core by module path (@mf/core/<room>/<module>): esbuild counts every module the barrel reaches in the importing element (CONTRIBUTING "Imports and size").',
            },
            {
              name: '@r2wc/react-to-web-component',
              message: 'Only packages/core/src/element/define-element.tsx imports r2wc.',
            },
            {
              name: '@r2wc/core',
              message: 'Only packages/core/src/element/define-element.tsx imports r2wc.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 21 item 12: encodeURIComponent throws on a lone surrogate; core's encodeUrlComponent
    // does not. Library code encodes through it only.
    files: ['packages/**/*.{ts,tsx}', 'demo/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'encodeURIComponent',
          message:
            'Use encodeUrlComponent from @mf/core/http/url-component: it never throws on a lone surrogate.',
        },
      ],
    },
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    files: ['packages/core/src/element/define-element.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**', '*.config.ts', 'tests/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
