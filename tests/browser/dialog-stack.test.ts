/**
 * No number of modals on one page can lock it. Real Chromium, built bundles.
 *
 * - Two `<mf-form-modal>` on one page (a template and a component each adding one): one hash opens
 *   one of them (the first connected that has the type in its model, else the first connected);
 *   the other stays closed and says so in the console, naming itself.
 * - A form modal and the dealer-locator modal: when the hash moves from one to the other, the
 *   dialog on top is live (focus in it, Escape closes it), and once every dialog is closed
 *   nothing on the page is left inert.
 */
import { sendKeys } from '@web/test-runner-commands';
import { fixtureModel } from '../../packages/forms/testing/fixture';
import {
  deepActiveElement,
  expect,
  fixture,
  loadElement,
  setUpDialogPage,
  shadow,
  startMocks,
  waitFor,
} from './helpers';

const STATE_TIMEOUT = 10_000;

function model(types: string[] = ['brochure', 'demo']): string {
  const data = fixtureModel() as Record<string, unknown>;
  const src = new URL('/demo/hostile-frame.html', location.href).href;
  for (const type of ['brochure', 'demo']) {
    if (!types.includes(type)) delete data[type];
    else (data[type] as Record<string, unknown>).iframe_src = src;
  }
  return JSON.stringify(data);
}

const formModal = (types?: string[], id = '') =>
  `<mf-form-modal ${id ? `id="${id}"` : ''} consent-domain="example.com" corporate-name="localhost" form-host="${location.host}">
     <script type="application/json">${model(types)}</script>
   </mf-form-modal>`;

const dialogOf = (el: Element) => shadow(el, '[role=dialog][aria-modal=true]');
const backdropOf = (el: Element) => shadow(el, '.mf-dialog__backdrop');
const stateOf = (el: Element) => shadow(el, '[part=base]')?.dataset.state;
/** Whether `node` or any ancestor (across shadow roots) is inert. */
function isInert(node: Element | null): boolean {
  for (let at: Node | null = node; at;) {
    if (at instanceof Element && at.hasAttribute('inert')) return true;
    at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
    if (at instanceof ShadowRoot) at = at.host;
  }
  return false;
}
const inertOnPage = () => {
  const all: Element[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.hasAttribute('inert')) all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return all;
};
const focusIn = (el: Element) => {
  const active = deepActiveElement();
  return !!active && !!dialogOf(el)?.contains(active);
};

function goTo(hash: string) {
  location.hash = hash;
}

describe('modals and dialogs on one page never lock it', () => {
  const dialogPage = setUpDialogPage();
  before(async () => {
    await loadElement('mf-form-modal');
    await loadElement('mf-dealer-locator');
  });

  it('two form modals: the first connected opens, the second stays closed and logs which it is', async () => {
    const page = await fixture(
      `<div><a id="open" href="#modal-brochure">Request a brochure</a>${formModal(undefined, 'template-modal')}${formModal(undefined, 'component-modal')}</div>`,
    );
    const [first, second] = [...page.querySelectorAll('mf-form-modal')];
    const link = page.querySelector<HTMLAnchorElement>('#open')!;
    link.focus();
    link.click();
    await waitFor(() => backdropOf(first!)?.dataset.state === 'open', STATE_TIMEOUT, 'open');
    await waitFor(() => focusIn(first!), STATE_TIMEOUT, 'focus in the first modal');
    expect(isInert(deepActiveElement())).to.equal(false);
    expect(dialogOf(second!), 'the second modal stays closed').to.equal(null);
    expect(stateOf(second!)).to.equal('closed');
    expect(dialogPage.errors.join('\n')).to.match(
      /^mf-form-modal: .*#modal-brochure.*<mf-form-modal id="template-modal">.*<mf-form-modal id="component-modal"> stays closed/m,
    );

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !backdropOf(first!), STATE_TIMEOUT, 'closed');
    expect(location.hash).to.equal('');
    expect(deepActiveElement()).to.equal(link);
    expect(inertOnPage()).to.deep.equal([]);
  });

  it('two form modals: the one whose model has the type opens, even when it came second', async () => {
    const page = await fixture(
      `<div><a id="open" href="#modal-demo">Book a demo</a>${formModal(['brochure'])}${formModal(['demo'])}</div>`,
    );
    const [first, second] = [...page.querySelectorAll('mf-form-modal')];
    page.querySelector<HTMLAnchorElement>('#open')!.click();
    await waitFor(() => focusIn(second!), STATE_TIMEOUT, 'focus in the second modal');
    expect(shadow(second!, '#modal-heading')!.textContent).to.equal('Book a demo');
    expect(dialogOf(first!)).to.equal(null);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !backdropOf(second!), STATE_TIMEOUT, 'closed');
    expect(inertOnPage()).to.deep.equal([]);
  });

  it('the dealer-locator modal, then a form modal over it, then back: the top dialog is always live', async () => {
    await startMocks('default');
    const page = await fixture(
      `<div><button type="button" id="opener">Find a dealer</button>` +
        `<mf-dealer-locator mode="modal" search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" radius="100" api-key="test-key" no-consent-manager></mf-dealer-locator>` +
        `${formModal()}</div>`,
    );
    const locator = page.querySelector<HTMLElement>('mf-dealer-locator')!;
    const modal = page.querySelector<HTMLElement>('mf-form-modal')!;
    const opener = page.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    goTo('dealer-locator');
    await waitFor(() => backdropOf(locator)?.dataset.state === 'open', STATE_TIMEOUT, 'locator');
    await waitFor(() => focusIn(locator), STATE_TIMEOUT, 'focus in the locator');

    // A link in the locator's content (or a page script) moves on to a form: the form modal is on
    // top and live, whatever the locator's leaving transition still does.
    goTo('modal-brochure');
    await waitFor(() => backdropOf(modal)?.dataset.state === 'open', STATE_TIMEOUT, 'form modal');
    await waitFor(() => focusIn(modal), STATE_TIMEOUT, 'focus in the form modal');
    expect(isInert(dialogOf(modal))).to.equal(false);
    await waitFor(() => !backdropOf(locator), STATE_TIMEOUT, 'the locator to close');
    expect(isInert(dialogOf(modal))).to.equal(false);
    expect(isInert(opener)).to.equal(true);

    // And back again: the locator on top, live.
    goTo('dealer-locator');
    await waitFor(() => focusIn(locator), STATE_TIMEOUT, 'focus in the locator again');
    await waitFor(() => !backdropOf(modal), STATE_TIMEOUT, 'the form modal to close');
    expect(isInert(dialogOf(locator))).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !backdropOf(locator), STATE_TIMEOUT, 'everything closed');
    expect(inertOnPage()).to.deep.equal([]);
    expect(dialogPage.errors).to.deep.equal([]);
  });
});
