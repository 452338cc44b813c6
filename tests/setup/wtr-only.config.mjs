/**
 * The browser tests' config (web-test-runner.config.mjs), limited to the tests whose full title
 * contains MF_TEST_ONLY (`<mf-modal>`): `npm run test:element` (scripts/test-element.ts) runs the
 * law suite and the shared browser files with it. Mocha's own grep leaves the other tests unrun,
 * which web-test-runner counts as failed; here a first hook marks them (and every suite without
 * a matching test, so its hooks do not run either) pending: reported as skipped.
 */
import base from '../../web-test-runner.config.mjs';

const only = process.env.MF_TEST_ONLY;

const skipOthers = (text) => `
before(function () {
  const only = ${JSON.stringify(text)};
  const mark = (suite) => {
    let any = false;
    for (const test of suite.tests) {
      if (test.fullTitle().includes(only)) any = true;
      else test.pending = true;
    }
    for (const child of suite.suites) {
      if (mark(child)) any = true;
      else child.pending = true;
    }
    return any;
  };
  mark(this.test.parent);
});
`;

export default {
  ...base,
  plugins: [
    ...base.plugins,
    {
      name: 'mf-only-tests-titled',
      transform(context) {
        if (!only || !context.path.startsWith('/tests/browser/') || !context.path.endsWith('.ts'))
          return undefined;
        return { body: `${context.body}\n${skipOthers(only)}` };
      },
    },
  ],
};
