/**
 * The files `npm run new-element <package> <name>` writes (scripts/new-element.ts), one function
 * per file, and the entries it adds to the registries (law tables, size budget, bench case). The
 * element they make is a real minimal one (docs/adding-an-element.md): one attribute (`heading`),
 * one event (`mf-link-follow`), a view that shows the page's own light-DOM content in a slot under
 * that heading, a stylesheet on the design tokens, and tests in each layer that can fail.
 */

export interface Names {
  /** The package folder under packages/ (`page-tools`). */
  area: string;
  /** The element folder and file stem (`scaffold-probe`). */
  name: string;
  /** `mf-scaffold-probe`. */
  tag: string;
  /** `ScaffoldProbe`: the view's name. */
  pascal: string;
  /** `scaffoldProbeApi`. */
  api: string;
}

export function namesOf(area: string, name: string): Names {
  const pascal = name
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
  return {
    area,
    name,
    tag: `mf-${name}`,
    pascal,
    api: `${pascal[0]!.toLowerCase()}${pascal.slice(1)}Api`,
  };
}

/** The event every scaffolded element starts with (docs/style.md "Naming": `mf-<noun>-<verb>`). */
const EVENT = 'mf-link-follow';

/** The heading and content of the gallery page, the tests' fixture text. */
const HEADING = 'Harvest open day';
const CONTENT = 'Join us on 12 June at the Banbury factory.';

export function apiFile(n: Names): string {
  return `import { attr, defineApi, event } from '@mf/core/element/define-api';

export const ${n.api} = defineApi({
  tag: '${n.tag}',
  name: '${n.pascal}',
  summary:
    "The page's own content (its light DOM, shown as the page wrote it) under a heading; tells the page when the visitor follows one of its links.",
  attributes: {
    heading: attr.string({
      description:
        'The heading shown above the content (a level 2 heading that names the section). Empty: no heading, and the section has no name.',
      example: '${HEADING}',
    }),
  },
  events: {
    '${EVENT}': event<{ href: string }>(
      'The visitor followed a link of the content (before the browser follows it): its address.',
      '{ href: string }',
    ),
  },
  parts: {
    base: { description: 'The section around the heading and the content.' },
    heading: { description: 'The heading (absent when \`heading\` is empty).' },
    content: { description: "The box around the page's own content (the default slot)." },
  },
  slots: {
    '': { description: "The page's own content: any markup, shown as the page wrote it." },
  },
});
`;
}

export function viewFile(n: Names): string {
  return `/**
 * <${n.tag}>: the page's own content, slotted (the light DOM stays the page's), under the heading
 * the \`heading\` attribute gives; a click on a link of that content emits ${EVENT} with its
 * address. The element's behaviour and attributes: README.md beside this file.
 */
import { useEffect, useId, useRef } from 'react';
import { type PropsOf } from '@mf/core/element/define-api';
import { useEmit } from '@mf/core/element/element-context';
import type { ${n.api} } from './${n.name}.api';

type Props = PropsOf<typeof ${n.api}>;

export function ${n.pascal}({ heading }: Props) {
  const emit = useEmit<typeof ${n.api}>();
  const id = \`${n.name}\${useId().replace(/[^\\w-]/g, '')}\`;
  const section = useRef<HTMLElement>(null);

  // A click on slotted content reaches the section through the slot, its target the page's own
  // node (not retargeted for a listener in the shadow tree). A native listener: React finds the
  // handlers of a click by the target's DOM parents, and a slotted node's parents are the page's.
  useEffect(() => {
    const node = section.current;
    if (!node) return;
    const followed = (event: MouseEvent) => {
      const target = event.target;
      const link = target instanceof Element ? target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement) emit('${EVENT}', { href: link.href });
    };
    node.addEventListener('click', followed);
    return () => node.removeEventListener('click', followed);
  }, [emit]);

  const name = heading.trim();
  return (
    <section
      ref={section}
      part="base"
      className="section"
      aria-labelledby={name ? \`\${id}-heading\` : undefined}
    >
      {name ? (
        <h2 id={\`\${id}-heading\`} part="heading" className="heading">
          {name}
        </h2>
      ) : null}
      <div part="content" className="content">
        <slot />
      </div>
    </section>
  );
}
`;
}

export function cssFile(n: Names): string {
  return `/* <${n.tag}>: the design tokens only (packages/core/src/tokens/tokens.css). */
:host {
  display: block;
  color: var(--_color-text);
  font-size: var(--_font-size-md);
  line-height: var(--_line-height-body);
}
*,
*::before,
*::after {
  box-sizing: border-box;
}
.section {
  display: grid;
  gap: var(--_space-3);
  padding: var(--_space-4);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius-sm);
  background: var(--_color-surface);
}
.heading {
  margin: 0;
  font-size: var(--_font-size-lg);
  font-weight: var(--_font-weight-bold);
  overflow-wrap: anywhere;
}
.content {
  min-inline-size: 0;
  overflow-wrap: anywhere;
}
`;
}

/**
 * The element file: the one place of its boilerplate (the adapter call and the TypeScript maps),
 * so that a change to that boilerplate is one edit here.
 */
export function elementFile(n: Names): string {
  // The tag's global types (HTMLElementTagNameMap, JSX, its events) are generated by
  // `npm run manifest` into packages/all/src/elements.d.ts. The view renders the page's own
  // content in a slot, so the adapter holds the page's markup until its first render.
  return `import { defineElement } from '@mf/core/element/define-element';
import { ${n.api} as api } from './${n.name}.api';
import { ${n.pascal} } from './${n.name}';
import css from './${n.name}.css';

export const ${n.pascal}Element = defineElement(api, ${n.pascal}, css, { holdUntilRendered: true });
`;
}

export function viewTestFile(n: Names): string {
  return `import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '@mf/core/testing/render-view';
import { ${n.api} } from './${n.name}.api';
import { ${n.pascal} } from './${n.name}';

describe('<${n.tag}> view', () => {
  it('names the section with the heading and shows the content slot under it', () => {
    const view = renderView(${n.api}, ${n.pascal}, { heading: '${HEADING}' });
    const heading = view.getByRole('heading', { level: 2, name: '${HEADING}' });
    expect(view.getByRole('region', { name: '${HEADING}' })).toBe(view.base());
    expect(heading.getAttribute('part')).toBe('heading');
    expect(view.base().querySelector('[part~=content] > slot')).not.toBeNull();
  });

  it('without a heading: no heading and no name, the content slot still there', () => {
    const view = renderView(${n.api}, ${n.pascal}, { heading: '  ' });
    expect(view.queryByRole('heading')).toBeNull();
    expect(view.base().hasAttribute('aria-labelledby')).toBe(false);
    expect(view.base().querySelector('slot')).not.toBeNull();
  });

  it('a click on a link of the content emits ${EVENT} with its address; other clicks nothing', () => {
    const view = renderView(${n.api}, ${n.pascal}, { heading: '${HEADING}' });
    // Stands in for the page's content, which reaches the section through the slot.
    const content = view.base().querySelector('[part~=content]')!;
    content.insertAdjacentHTML('beforeend', '<p>Text <a href="#programme"><b>Programme</b></a></p>');
    fireEvent.click(content.querySelector('p')!);
    expect(view.emit).not.toHaveBeenCalled();
    fireEvent.click(content.querySelector('b')!);
    expect(view.emit).toHaveBeenCalledExactlyOnceWith('${EVENT}', {
      href: new URL('#programme', location.href).href,
    });
  });
});
`;
}

export function readmeFile(n: Names): string {
  return `# \`<${n.tag}>\`

The page's own content under a heading. The content is the element's light DOM: the page's
markup, shown as the page wrote it (slotted, so the page's styles and scripts still reach it).
Made by \`npm run new-element ${n.area} ${n.name}\` (docs/adding-an-element.md): grow it from here.

\`\`\`html
<script type="module" src="/dist/esm/${n.tag}.js"></script>

<${n.tag} heading="${HEADING}">
  <p>${CONTENT} <a href="/events/open-day">Programme</a></p>
</${n.tag}>
\`\`\`

## Behaviour

- **Heading**: \`heading\`, a level 2 heading that names the section (a region). Empty: no
  heading and no name.
- **Content**: the element's children, in the default slot.
- **Links**: a click on a link of the content emits \`${EVENT}\` with the link's address; the
  browser then follows the link as usual.
`;
}

export function galleryPage(n: Names): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${n.tag} · QA gallery</title>
    <link rel="stylesheet" href="./gallery.css" />
  </head>
  <body>
    <main>
      <h1><code>&lt;${n.tag}&gt;</code></h1>
      <p>
        The page's own content under the heading the <code>heading</code> attribute gives. A link of
        the content followed emits <code>${EVENT}</code> (the browser then follows it).
      </p>
      <${n.tag}
        heading="${HEADING}"
        data-lang-de-heading="Tag der offenen Tür"
      >
        <p>${CONTENT} <a href="#programme">Programme</a></p>
      </${n.tag}>
      <h2 id="programme">Programme</h2>
      <p>The end of the page. <a href="./index.html">Back to the gallery</a></p>
    </main>
    <script type="module" src="./gallery.js" data-elements="${n.tag}"></script>
  </body>
</html>
`;
}

export function browserTestFile(n: Names): string {
  return `/**
 * <${n.tag}> in Chromium: the page's content slotted under the heading, the ${EVENT} event from a
 * real click on a slotted link, and axe.
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect, expectAxeClean, fixture, setUpElementTests, shadow } from './helpers';

const test = setUpElementTests('${n.tag}');

const MARKUP = \`<${n.tag} heading="${HEADING}"><p>${CONTENT} <a id="programme-link" href="#programme">Programme</a></p></${n.tag}>\`;

describe('<${n.tag}> in Chromium', () => {
  it('shows the page content in its slot under the heading that names the section', async () => {
    const host = await fixture(MARKUP);
    const heading = shadow(host, '[part~=heading]')!;
    expect(heading.textContent).to.equal('${HEADING}');
    const slot = shadow<HTMLSlotElement>(host, 'slot')!;
    expect(slot.assignedElements().map((el) => el.localName)).to.deep.equal(['p']);
    // The content is drawn below the heading.
    const paragraph = host.querySelector('p')!;
    expect(paragraph.getBoundingClientRect().top).to.be.greaterThan(
      heading.getBoundingClientRect().bottom - 1,
    );
    await expectAxeClean(host);
    expect(test.errors).to.deep.equal([]);
  });

  it('Enter on a slotted link emits ${EVENT} with its address, bubbling out of the element', async () => {
    const host = await fixture(MARKUP);
    const details: unknown[] = [];
    document.addEventListener('${EVENT}', (event) => details.push((event as CustomEvent).detail), {
      once: true,
    });
    const link = host.querySelector<HTMLAnchorElement>('#programme-link')!;
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect(details).to.deep.equal([{ href: link.href }]);
    history.replaceState(null, '', location.pathname + location.search);
  });
});
`;
}

export function e2eTestFile(n: Names): string {
  return `/**
 * <${n.tag}>'s gallery page end to end: the heading and the page's content, a link of the content
 * followed by keyboard (the event, then the browser's own navigation), axe at phone and desktop
 * widths.
 */
import { expect, expectAxeClean, openGallery, test } from './fixtures';

for (const width of [390, 1280]) {
  test(\`at \${width} px: the heading names the section, a link followed by keyboard emits ${EVENT}\`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page, '/${n.tag}.html');
    const element = page.locator('${n.tag}');
    await expect(element.getByRole('region', { name: '${HEADING}' })).toBeVisible();
    await expect(element.getByText('${CONTENT}')).toBeVisible();
    await expectAxeClean(page, \`${n.name} \${width}\`);
    await page.evaluate(() =>
      document.addEventListener('${EVENT}', (event) => {
        document.documentElement.dataset.followed = (event as CustomEvent<{ href: string }>).detail.href;
      }),
    );
    await element.getByRole('link', { name: 'Programme' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#programme$/);
    await expect(page.locator('html')).toHaveAttribute('data-followed', /#programme$/);
  });
}
`;
}

/** The entry of each law's table (tests/browser/laws/, docs/laws/), by law file. */
export function lawEntries(n: Names): Record<string, string> {
  return {
    colours: `'${n.tag}': { current: 0 },`,
    deadlines: `'${n.tag}': exempt('shows the page content: no request or load'),`,
    dialogs: `'${n.tag}': exempt('a heading over the page content, no dialog'),`,
    focus: `'${n.tag}': exempt(
  'nothing of its own appears or goes: a heading over the page content, whose links are the page’s',
),`,
    'long-content': `'${n.tag}': { texts: ['heading'] },`,
    motion: `'${n.tag}': exempt(
  'no carousel, no rotation and no video or audio: nothing moves or plays by itself',
),`,
  };
}

/** The size budget row (scripts/size.ts): KB gzip beyond the shared runtime. */
export function sizeEntry(n: Names): string {
  return `// ${n.tag}: made by scripts/new-element.ts; measure it (npm run size) and set the figure plus 0.5.
'${n.tag}': 2,`;
}

/** The interaction bench case (scripts/bench-browser-cases.ts). */
export function benchEntry(n: Names): string {
  return `{
  element: '${n.tag}',
  path: '/${n.tag}.html',
  ready: async (page) => {
    await page.locator('${n.tag} [part~=heading]').first().waitFor();
  },
  steps: [
    {
      // The slotted link to the programme below: the event, then the browser's scroll.
      name: 'follow a content link',
      act: async (page) => {
        await page.evaluate(() => history.replaceState(null, '', location.pathname));
        await page.locator('${n.tag} a[href="#programme"]').first().click();
      },
      settled: async (page) => {
        await page.waitForFunction(() => location.hash === '#programme');
      },
    },
  ],
},`;
}
