/**
 * The features of <mf-product-features> read from the page's own HTML (spec §2 "Other
 * components: features", README "Markup"): each element child is a feature, made of its own
 * children only (what page.css lays out before the upgrade is exactly what is read here):
 *
 * - the heading: the first h2-h6 child (required: a feature without one is logged and left out);
 * - the text: its p, ul and ol children, in order, as plain text;
 * - the picture: the first img child, http(s) or relative; it needs an alt attribute (alt=""
 *   for a decorative one): without one, or with another scheme, it is logged and left out; it
 *   is drawn 16:9, cropped to fill, whatever its size;
 * - the link: the last a child, http(s) or relative, with text; otherwise logged and left out.
 *
 * What is left out is reported by its place (`article[0]`, `article[2] picture`, counted among the
 * host's children from 0) through core/element/problems: one warning each, and the editor mode's
 * note; so is a host without any feature. A link the adapter disarmed (core/element/unsafe-links)
 * is reported there, once, and left out here without a second word.
 *
 * Text and addresses are the page's, never markup: the view renders text as text.
 */
import { problemList } from '@mf/core/element/problems';
import { UNSAFE_HREF } from '@mf/core/element/unsafe-links';
import { safeHttpUrl } from '@mf/core/parse/parse';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
/** A paragraph (one item) or a list, as plain text. */
type FeatureText = { kind: 'p' | 'ul' | 'ol'; items: string[] };

interface FeatureImage {
  src: string;
  alt: string;
}

export interface Feature {
  heading: string;
  level: HeadingLevel;
  text: FeatureText[];
  image: FeatureImage | null;
  link: { href: string; text: string } | null;
}

const SKIP = /^(script|style|template|link)$/;
const HEADING = /^h[2-6]$/;
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Reports a picture or link of a feature left out: the feature is shown without it. */
type LeaveOut = (place: string, problem: string, value?: string) => void;

/** `place` names the feature's picture in the problems (`article[0] picture`). */
function readImage(img: Element | undefined, place: string, leaveOut: LeaveOut) {
  if (!img) return null;
  const given = img.getAttribute('src') ?? '';
  const src = safeHttpUrl(given, img.baseURI);
  const alt = img.getAttribute('alt');
  if (!src) leaveOut(place, 'is not an http(s) address', given);
  else if (alt === null) leaveOut(place, 'has no alt attribute (alt="" for a decorative one)');
  // No width and height: the picture is drawn 16:9 and cropped to fill (product-features.css).
  return src && alt !== null ? { src, alt: alt.replace(/\s+/g, ' ').trim() } : null;
}

function readLink(anchor: Element | undefined, place: string, leaveOut: LeaveOut) {
  // Disarmed by the adapter, and reported there (core/element/unsafe-links).
  if (!anchor || anchor.hasAttribute(UNSAFE_HREF)) return null;
  const text = textOf(anchor);
  const given = anchor.getAttribute('href') ?? '';
  const href = safeHttpUrl(given, anchor.baseURI);
  if (!text) leaveOut(place, 'has no text');
  else if (!href) leaveOut(`${place} "${text}"`, 'is not an http(s) address', given);
  return text && href ? { href, text } : null;
}

/** The features of `host` in order; what is left out is reported (core/element/problems). */
export function readFeatures(host: Element): Feature[] {
  const features: Feature[] = [];
  const problems = problemList(host, 'content');
  const leaveOut: LeaveOut = (place, problem, value) =>
    problems.add({ place, problem, value, instead: 'the feature is shown without it' });
  [...host.children].forEach((child, index) => {
    if (!(child instanceof HTMLElement) || SKIP.test(child.localName)) return;
    const place = `${child.localName}[${index}]`;
    const parts = [...child.children];
    const headingElement = parts.find((part) => HEADING.test(part.localName));
    const heading = headingElement ? textOf(headingElement) : '';
    if (!heading) {
      problems.add({
        place,
        problem: 'has no heading (h2-h6 with text)',
        instead: 'left out',
      });
      return;
    }
    const text: FeatureText[] = [];
    for (const part of parts) {
      const kind = part.localName;
      if (kind !== 'p' && kind !== 'ul' && kind !== 'ol') continue;
      // A paragraph is one item; a list's items are its li children.
      const items = (
        kind === 'p' ? [part] : [...part.children].filter((li) => li.localName === 'li')
      )
        .map(textOf)
        .filter(Boolean);
      if (items.length) text.push({ kind, items });
    }
    features.push({
      heading,
      level: Number(headingElement!.localName[1]) as HeadingLevel,
      text,
      image: readImage(
        parts.find((part) => part.localName === 'img'),
        `${place} picture`,
        leaveOut,
      ),
      link: readLink(
        parts.findLast((part) => part.localName === 'a'),
        `${place} link`,
        leaveOut,
      ),
    });
  });
  if (!features.length)
    problems.add({
      place: 'content',
      problem: 'has no feature',
      instead: 'nothing is shown; add an <article> per feature',
    });
  problems.report();
  return features;
}

export const NO_FEATURES: Feature[] = [];
