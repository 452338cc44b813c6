/**
 * What the product card reads of the page's markup (README "Markup"): the title's text, which
 * names the flip button and the back's dialog. A card without a title or an image is an authoring
 * mistake the element cannot mend: each is reported once (core/element/problems), and the card
 * shows what it has.
 */
import { problemList } from '@mf/core/element/problems';

/** The text of the page's title element; reports a missing title and a missing image. */
export function readTitle(host: HTMLElement): string {
  const problems = problemList(host, 'content');
  const titleElement = host.querySelector(':scope > [slot="title"]');
  const title = titleElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (!title)
    problems.add({
      place: 'slot "title"',
      problem: titleElement ? 'has no text' : 'is missing',
      instead: 'the card has no title, and its buttons do not name the product',
    });
  if (!host.querySelector(':scope > [slot="image"]'))
    problems.add({
      place: 'slot "image"',
      problem: 'is missing',
      instead: 'the card has no picture',
    });
  problems.report();
  return title;
}
