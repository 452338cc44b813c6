// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { modalApi } from '../packages/page-tools/src/modal/modal.api';
import { typeTextProblems } from './api-types';

const file = 'packages/page-tools/src/modal/modal.api.ts';
/** The modal's api as loaded, with one event's type text replaced (and a tag naming the case). */
const withOpenText = (tag: string, text: string) => ({
  file,
  exportName: 'modalApi',
  api: {
    ...modalApi,
    tag: tag as typeof modalApi.tag,
    events: { ...modalApi.events, 'mf-open': { ...modalApi.events['mf-open'], type: text } },
  },
});

describe('typeTextProblems', () => {
  it('passes the texts as written, and fails a text that disagrees or does not stand alone', () => {
    // One program for all three cases: building it takes seconds.
    const problems = typeTextProblems([
      { file, exportName: 'modalApi', api: modalApi },
      withOpenText('mf-narrower-text', "{ reason: 'trigger' | 'load' }"),
      withOpenText('mf-alias-text', '{ reason: ModalOpenReason }'),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^<mf-narrower-text> event "mf-open": type text .* disagrees with the TypeScript type \{ reason: ModalOpenReason; \}$/,
        ),
        expect.stringMatching(
          /^<mf-alias-text> event "mf-open": type text .* does not compile on its own \(Cannot find name 'ModalOpenReason'/,
        ),
      ]),
    );
  }, 120_000);
});
