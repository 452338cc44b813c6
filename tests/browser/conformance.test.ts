/**
 * The conformance suite, in real Chromium, for EVERY element in custom-elements.json: proves the
 * element adapter's promises (STYLE.md) for each element's declared attributes, and that the
 * manifest agrees with the element. Each element is mounted as its gallery page configures it
 * (demo/<tag>.html), against the gallery's MSW mock backends.
 */
import manifest from '../../custom-elements.json';
import {
  captureConsoleErrors,
  cleanupFixtures,
  expect,
  loadElement,
  nextFrame,
  startMocks,
  waitFor,
} from './helpers';

interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  default: string;
}
interface ManifestDeclaration {
  tagName: string;
  attributes: ManifestAttribute[];
  events: { name: string }[];
}

const declarations = (manifest.modules as { declarations: ManifestDeclaration[] }[]).flatMap(
  (m) => m.declarations,
);

/** The element as its gallery page renders it (attributes and children), English locale. */
async function galleryMarkup(tag: string): Promise<Element> {
  const html = await (await fetch(`/demo/${tag}.html`)).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  const element = page.querySelector(tag);
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}>`);
  for (const { name } of [...element.attributes])
    if (name.startsWith('data-lang-')) element.removeAttribute(name);
  return element;
}

function create(template: Element): HTMLElement {
  return document.importNode(template, true) as HTMLElement;
}

async function settle(ms = 300): Promise<void> {
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, ms));
}

const kind = (attribute: ManifestAttribute) =>
  attribute.type.text === 'boolean'
    ? 'boolean'
    : attribute.type.text === 'number'
      ? 'number'
      : attribute.default.startsWith('"')
        ? 'string'
        : 'json';

for (const declaration of declarations) {
  const tag = declaration.tagName;

  describe(`<${tag}> conformance`, () => {
    let template: Element;
    let errors: ReturnType<typeof captureConsoleErrors>;
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.message);

    beforeEach(async () => {
      await startMocks('default');
      template ??= await galleryMarkup(tag);
      uncaught.length = 0;
      window.addEventListener('error', onError);
      errors = captureConsoleErrors();
    });

    afterEach(() => {
      errors.stop();
      window.removeEventListener('error', onError);
      cleanupFixtures();
      document.querySelectorAll(`body > ${tag}, body > .conformance`).forEach((n) => n.remove());
    });

    function mount(element: HTMLElement): HTMLElement {
      const container = document.createElement('div');
      container.className = 'conformance';
      document.body.append(container);
      container.append(element);
      return element;
    }

    it('upgrades a property set before the element was defined', async () => {
      // A fresh same-origin frame where the tag is not defined yet.
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const doc = frame.contentDocument!;
      const win = frame.contentWindow as Window & typeof globalThis;
      const early = doc.createElement(tag) as HTMLElement & Record<string, unknown>;
      const candidate =
        declaration.attributes.find((a) => kind(a) === 'boolean') ??
        declaration.attributes.find((a) => kind(a) === 'number');
      if (!candidate)
        throw new Error(`${tag} declares no boolean or number attribute to probe the upgrade with`);
      const value = kind(candidate) === 'boolean' ? true : Number(candidate.default) + 3;
      early[candidate.fieldName] = value;
      doc.body.append(early);
      const script = doc.createElement('script');
      script.type = 'module';
      script.textContent = `import('${location.origin}/dist/esm/${tag}.js').then(() => { window.__defined = true; });`;
      doc.head.append(script);
      await waitFor(
        () => (win as unknown as { __defined?: boolean }).__defined,
        5000,
        `${tag} to load in the frame`,
      );
      expect(win.customElements.get(tag)).to.be.a('function');
      expect(early[candidate.fieldName]).to.equal(value);
      frame.remove();
    });

    it('declares exactly the manifest attributes as observedAttributes', async () => {
      const ctor = (await loadElement(tag)) as CustomElementConstructor & {
        observedAttributes: string[];
      };
      const observed = ctor.observedAttributes.filter((name) => name !== 'lang').sort();
      expect(observed).to.deep.equal(declaration.attributes.map((a) => a.name).sort());
    });

    it('mounts as on its gallery page with no console error, styles adopted, nothing outside its shadow root', async () => {
      await loadElement(tag);
      const bodyChildren = document.body.children.length;
      const element = mount(create(template));
      await settle(800);
      expect(element.shadowRoot, 'open shadow root').to.be.instanceOf(ShadowRoot);
      expect(
        element.shadowRoot!.adoptedStyleSheets.length,
        'adopted stylesheets',
      ).to.be.greaterThan(0);
      expect(element.shadowRoot!.querySelector('[part~="base"]'), 'part="base"').to.be.instanceOf(
        Element,
      );
      expect(document.body.children.length, 'nodes added to <body>').to.equal(bodyChildren + 1);
      expect(errors.messages).to.deep.equal([]);
      expect(uncaught).to.deep.equal([]);
    });

    it('does not mount React while never connected', async () => {
      await loadElement(tag);
      const element = create(template);
      for (const attribute of declaration.attributes) {
        if (kind(attribute) === 'boolean') element.setAttribute(attribute.name, '');
      }
      await settle(50);
      expect(element.shadowRoot!.childNodes.length).to.equal(0);
    });

    it('keeps its React tree when moved in the DOM', async () => {
      await loadElement(tag);
      const element = mount(create(template));
      await settle(100);
      const before = element.shadowRoot!.querySelector('[part~="base"]');
      expect(before).to.be.instanceOf(Element);
      const elsewhere = document.createElement('section');
      elsewhere.className = 'conformance';
      document.body.append(elsewhere);
      elsewhere.append(element);
      await settle(50);
      expect(element.shadowRoot!.querySelector('[part~="base"]')).to.equal(before);
      expect(before!.isConnected).to.equal(true);
    });

    for (const attribute of declaration.attributes) {
      const field = attribute.fieldName;
      it(`attribute "${attribute.name}" (${kind(attribute)}): parsed, reset to its default on removal, bad values logged`, async () => {
        await loadElement(tag);
        const element = mount(create(template)) as HTMLElement & Record<string, unknown>;
        await settle(50);
        const initialDefault = JSON.parse(attribute.default) as unknown;
        switch (kind(attribute)) {
          case 'boolean':
            element.setAttribute(attribute.name, '');
            expect(element[field]).to.equal(true);
            element.setAttribute(attribute.name, 'false'); // HTML semantics: presence is true
            expect(element[field]).to.equal(true);
            element.removeAttribute(attribute.name);
            expect(element[field]).to.equal(false);
            break;
          case 'number':
            element.setAttribute(attribute.name, '7');
            expect(element[field]).to.equal(7);
            element.setAttribute(attribute.name, '7px');
            expect(element[field]).to.equal(initialDefault);
            expect(errors.messages.at(-1)).to.match(
              new RegExp(`^${tag}: "${attribute.name}" expects a number`),
            );
            element.removeAttribute(attribute.name);
            expect(element[field]).to.equal(initialDefault);
            break;
          case 'json':
            element.setAttribute(attribute.name, '{"broken":');
            expect(element[field]).to.deep.equal(initialDefault);
            expect(errors.messages.at(-1)).to.match(
              new RegExp(`^${tag}: "${attribute.name}" is not valid JSON`),
            );
            element.removeAttribute(attribute.name);
            expect(element[field]).to.deep.equal(initialDefault);
            break;
          default:
            element.removeAttribute(attribute.name);
            expect(element[field]).to.deep.equal(initialDefault);
        }
        await settle(100);
        expect(uncaught).to.deep.equal([]);
      });
    }

    it('declares events as mf- kebab-case names', () => {
      for (const event of declaration.events) expect(event.name).to.match(/^mf-[a-z]+(-[a-z]+)*$/);
    });

    it('leaves no live element or shadow root after 200 connect/disconnect cycles', async function (this: {
      timeout(ms: number): void;
    }) {
      // 200 cycles and the wait below can take long on a loaded machine (no timing is asserted).
      this.timeout(60_000);
      const gc = (window as unknown as { gc?: () => void }).gc;
      expect(gc, 'Chromium must run with --js-flags=--expose-gc').to.be.a('function');
      await loadElement(tag);
      const refs: WeakRef<object>[] = [];
      const container = document.createElement('div');
      container.className = 'conformance';
      document.body.append(container);
      for (let i = 0; i < 200; i++) {
        let element: HTMLElement | null = create(template);
        container.append(element);
        if (i % 20 === 0) await nextFrame(); // let some cycles fully render and start their requests
        element.remove();
        refs.push(new WeakRef(element), new WeakRef(element.shadowRoot!));
        // Not useless: this async function's suspended frame would otherwise keep the last
        // element alive across the awaits below, and the count would never reach zero.
        // eslint-disable-next-line no-useless-assignment
        element = null;
      }
      let live = refs.length;
      // Pending timers (animations, fail-safes, aborted requests) may hold an element for a
      // moment: wait and collect until nothing is left, up to 20 s on a loaded machine.
      for (let attempt = 0; attempt < 200 && live > 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        gc!();
        gc!();
        live = refs.filter((ref) => ref.deref() !== undefined).length;
      }
      expect(live, 'live elements + shadow roots after GC').to.equal(0);
    });
  });
}
