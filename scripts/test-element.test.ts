// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  knownElements,
  planStages,
  resolveElement,
  selectFiles,
  type KnownElement,
} from './test-element';

const manifest = {
  modules: [
    {
      path: 'packages/page-tools/src/modal/modal.element.ts',
      declarations: [{ tagName: 'mf-modal' }],
    },
    {
      path: 'packages/forms/src/form-modal/form-modal.element.ts',
      declarations: [{ tagName: 'mf-form-modal' }],
    },
    { path: 'packages/core/src/element/define-api.ts', declarations: [{}] },
  ],
};
const elements = knownElements(manifest);
const modal = elements.find((e) => e.tag === 'mf-modal') as KnownElement;

describe('npm run test:element: the element a name means', () => {
  it('knows the tags of custom-elements.json with their folders', () => {
    expect(elements).toEqual([
      { tag: 'mf-form-modal', dir: 'packages/forms/src/form-modal' },
      { tag: 'mf-modal', dir: 'packages/page-tools/src/modal' },
    ]);
  });

  it('takes the tag or the name without mf-', () => {
    expect(resolveElement('mf-modal', elements)).toBe(modal);
    expect(resolveElement('modal', elements)).toBe(modal);
  });

  it('fails on an unknown name or none, listing the known tags', () => {
    expect(resolveElement('modl', elements)).toEqual({
      error: 'No element "modl". Known elements: mf-form-modal, mf-modal.',
    });
    expect(resolveElement(undefined, elements)).toEqual({
      error: expect.stringMatching(/^Usage: .*Known elements: mf-form-modal, mf-modal\.$/),
    });
  });
});

describe('npm run test:element: the files of each layer', () => {
  const files = [
    { path: 'tests/browser/mf-modal.test.ts', text: '' },
    { path: 'tests/browser/mf-modal-stack.test.ts', text: '' },
    { path: 'tests/browser/mf-form-modal.test.ts', text: "describe('<mf-form-modal>')" },
    { path: 'tests/browser/page-tools.test.ts', text: "describe('<mf-modal> in Chromium')" },
    { path: 'tests/browser/laws/focus.test.ts', text: 'law(…)' },
    { path: 'tests/browser/bundles.test.ts', text: 'every element' },
  ];

  it("splits the element's own files from the shared ones that name it", () => {
    expect(selectFiles('mf-modal', files, (p) => p.includes('/laws/'))).toEqual({
      own: ['tests/browser/mf-modal-stack.test.ts', 'tests/browser/mf-modal.test.ts'],
      shared: ['tests/browser/laws/focus.test.ts', 'tests/browser/page-tools.test.ts'],
    });
  });

  it('does not take another element whose name ends like it', () => {
    expect(selectFiles('mf-modal', files).own).not.toContain('tests/browser/mf-form-modal.test.ts');
    expect(selectFiles('mf-form-modal', files)).toEqual({
      own: ['tests/browser/mf-form-modal.test.ts'],
      shared: [],
    });
  });

  it('plans every layer: vitest, the build, Chromium (grep on shared files), end to end', () => {
    const stages = planStages(
      modal,
      { own: ['tests/browser/mf-modal.test.ts'], shared: ['tests/browser/page-tools.test.ts'] },
      { own: [], shared: ['tests/e2e/page-tools.e2e.ts'] },
      { build: true, wtrPort: '9001', e2ePort: '9002' },
    );
    expect(stages.map((s) => [s.command, ...s.args].join(' '))).toEqual([
      'npx vitest run packages/page-tools/src/modal',
      'npx vitest run tests/conformance -t <mf-modal>',
      'npm run build:demo',
      'npx web-test-runner --port 9001 tests/browser/mf-modal.test.ts',
      'npx web-test-runner --port 9001 --config tests/setup/wtr-only.config.mjs tests/browser/page-tools.test.ts',
      'npx playwright test --pass-with-no-tests --grep <mf-modal> tests/e2e/page-tools.e2e.ts',
    ]);
    expect(stages[4]!.env).toEqual({ MF_TEST_ONLY: '<mf-modal>' });
    expect(stages[5]!.env).toEqual({ E2E_PORT: '9002' });
  });

  it('reuses the last build with --no-build', () => {
    const stages = planStages(
      modal,
      { own: [], shared: [] },
      { own: [], shared: [] },
      {
        build: false,
        wtrPort: '1',
        e2ePort: '2',
      },
    );
    expect(stages.map((s) => s.name)).toEqual([
      'vitest: the element folder',
      'vitest: jsdom conformance, <mf-modal>',
    ]);
  });
});
