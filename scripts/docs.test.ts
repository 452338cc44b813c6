// @vitest-environment node
/**
 * The repository's Markdown: the README stays a page for users (at most 15,000 bytes; generated
 * tables and notes live in docs/), and every relative link in README.md, CONTRIBUTING.md and
 * docs/**\/*.md points to a file or folder that exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The relative link targets of a Markdown text, outside code blocks and inline code. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1]!,
  );
  return targets
    .filter((t) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(t))
    .map((t) => t.replace(/#.*$/, ''));
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder)
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return name.endsWith('.md') ? [path] : [];
    })
    .sort();
}

describe('relativeLinks', () => {
  it('takes relative targets, without their anchor, and leaves out web links, anchors and code', () => {
    const text = [
      '[a](docs/tokens.md) [b](docs/theming.md#parts "Parts") [c](https://example.com) [d](#top)',
      '`[e](not/a/link.md)` [f](mailto:x@example.com)',
      '```md',
      '[g](in/a/code/block.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(text)).toEqual(['docs/tokens.md', 'docs/theming.md']);
  });
});

describe('the Markdown of the repository', () => {
  it('README.md is at most 15,000 bytes (the rest lives in docs/)', () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(15_000);
  });

  it.each(['README.md', 'CONTRIBUTING.md', ...markdownFiles('docs')])(
    'every relative link in %s points to something that exists',
    (file) => {
      const missing = relativeLinks(readFileSync(file, 'utf8')).filter(
        (target) => !existsSync(join(dirname(file), decodeURI(target))),
      );
      expect(missing, `${file}: links to missing files`).toEqual([]);
    },
  );
});
