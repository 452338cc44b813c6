import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr, defineApi } from './define-api';
import { defineElement } from './define-element';
import {
  hideNotices,
  NOTICE_ATTRIBUTE,
  plainText,
  renderNotice,
  showNotices,
} from './problem-notice';
import { problemsOf, reportProblems } from './problems';
import { EDIT_ATTRIBUTE } from '../browser/edit-mode';

const api = defineApi({
  tag: 'mf-notice-probe',
  name: 'NoticeProbe',
  summary: 'Test element for the problem reporter and the editor mode.',
  attributes: {
    collection: attr.string({
      description: 'Required.',
      required: true,
      missing: 'suggestions are not asked',
    }),
    perPage: attr.number({ default: 5, description: 'Page size.' }),
  },
  events: {},
});

defineElement(api, (props) => <p part="base">{props.collection}</p>, '');

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const noticeOf = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`);

afterEach(() => {
  vi.restoreAllMocks();
  hideNotices();
  document.documentElement.removeAttribute(EDIT_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('a required attribute (AttributeSpec.required)', () => {
  it('missing: one warning at the mount, with what the element does instead; set, it leaves the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('mf-notice-probe');
    document.body.append(element);
    await settle();
    element.setAttribute('per-page', '3'); // a re-render
    await settle();
    expect(warn.mock.calls).toEqual([
      [
        '<mf-notice-probe> (1st on the page): attribute "collection" is missing; suggestions are not asked.',
      ],
    ]);
    expect(problemsOf(element)).toHaveLength(1);
    element.setAttribute('collection', 'mf-en');
    expect(problemsOf(element)).toEqual([]);
    element.setAttribute('collection', '  ');
    expect(warn.mock.calls.at(-1)?.[0]).toBe(
      '<mf-notice-probe> (1st on the page): attribute "collection" is blank; suggestions are not asked.',
    );
  });

  it('set as a property by a framework before the mount: no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('mf-notice-probe') as HTMLElement & {
      collection: string;
    };
    document.body.append(element);
    element.collection = 'mf-en';
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the editor mode notice (core/element/problem-notice)', () => {
  it('says a problem in plain words', () => {
    expect(
      plainText({
        place: 'attribute "collection"',
        problem: 'is missing',
        instead: 'suggestions are not asked',
      }),
    ).toBe('The attribute collection is missing: suggestions are not asked.');
    expect(
      plainText({
        place: 'offers[3].price',
        problem: 'is not a number',
        value: 'abc',
        instead: 'left out',
      }),
    ).toBe('Offers 4, price is not a number ("abc"): left out.');
  });

  it('visitors: no notice; <html data-mf-edit>: a note at the top of the shadow root, following the attribute', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('mf-notice-probe');
    element.setAttribute('per-page', 'ten');
    document.body.append(element);
    await settle();
    expect(noticeOf(element)).toBeNull();

    document.documentElement.setAttribute(EDIT_ATTRIBUTE, '');
    await vi.waitFor(() => expect(noticeOf(element)).not.toBeNull());
    const notice = noticeOf(element)!;
    expect(element.shadowRoot!.firstChild).toBe(notice);
    expect(notice.getAttribute('role')).toBe('note');
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'The attribute per-page expects a number ("ten"): using the default.',
      'The attribute collection is missing: suggestions are not asked.',
    ]);
    expect(element.shadowRoot!.querySelector('[part~=base]')).not.toBeNull();

    // Fixed problems leave the notice; the last one takes it away.
    element.setAttribute('per-page', '10');
    await vi.waitFor(() => expect(notice.querySelectorAll('li')).toHaveLength(1));
    element.setAttribute('collection', 'mf-en');
    await vi.waitFor(() => expect(noticeOf(element)).toBeNull());

    element.removeAttribute('collection');
    await vi.waitFor(() => expect(noticeOf(element)).not.toBeNull());
    document.documentElement.setAttribute(EDIT_ATTRIBUTE, 'false');
    await vi.waitFor(() => expect(noticeOf(element)).toBeNull());
  });

  it('renders what the element reported, and nothing for an element without problems', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(document.createElement('p'));
    document.body.append(host);
    renderNotice(host);
    expect(noticeOf(host)).toBeNull();
    reportProblems(host, 'content', [
      {
        place: 'content',
        problem: 'has no sections',
        instead: 'nothing is shown; add a <section>',
      },
    ]);
    showNotices();
    expect(noticeOf(host)?.textContent).toContain(
      'Content has no sections: nothing is shown; add a <section>.',
    );
  });
});
