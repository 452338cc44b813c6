/**
 * The image gallery's "open larger" (README "The larger view"), the part that loads with the
 * element: the open controls on the page's slides, the click that opens, and the lazy loading of
 * the dialog (./larger-view.tsx, a chunk of its own fetched on the first open, or earlier when
 * the pointer or focus reaches a control). When the dialog closes the carousel shows the picture
 * that was shown in it, and focus goes to that picture's control.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { loadChunk } from '@mf/core/http/deadline';
import { slidesOf, type CarouselHandle } from '@mf/ui/carousel';
import type { DialogState } from '@mf/ui/dialog';
import type { LargerViewLabels, LargerViewProps } from './larger-view';
import { markOpenControls, openControlIndex, openControlOf } from './open-controls';
import { picturesOf, type Picture } from './pictures';

export interface LargerLabels extends LargerViewLabels {
  openLarger: string;
}

let larger: Promise<ComponentType<LargerViewProps>> | undefined;

/**
 * The larger view's chunk, fetched once per page; a failed fetch is asked again next time. One
 * that has not arrived within the library deadline (loadChunk) counts as failed (docs/laws/deadlines.md): the
 * file opens as without script, and a chunk arriving later is ignored.
 */
function loadLargerView(): Promise<ComponentType<LargerViewProps>> {
  larger ??= loadChunk(() => import('./larger-view')).then(
    (module) => module.default,
    (error: unknown) => {
      larger = undefined;
      throw error;
    },
  );
  return larger;
}

interface Shown {
  open: boolean;
  pictures: readonly Picture[];
  index: number;
}

const CLOSED: Shown = { open: false, pictures: [], index: 0 };

/** Focus went nowhere (<body>): a visitor who moved on elsewhere keeps their place. */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Focuses `control` once nothing makes it inert (the carousel brings its slide into view). */
function focusWhenLive(host: HTMLElement, control: HTMLElement): () => void {
  const live = () => !control.closest('[inert]');
  if (live()) {
    control.focus();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    if (focusLost()) control.focus();
  });
  observer.observe(host, { attributes: true, attributeFilter: ['inert'], subtree: true });
  return () => observer.disconnect();
}

export function LargerPictures(props: {
  host: HTMLElement;
  /** The gallery's name (the carousel's label). */
  label: string;
  labels: LargerLabels;
  carousel: RefObject<CarouselHandle | null>;
}) {
  const { host, labels } = props;
  const [View, setView] = useState<ComponentType<LargerViewProps> | null>(null);
  const [shown, setShown] = useState<Shown>(CLOSED);
  const [slides, setSlides] = useState(() => slidesOf(host));
  const pictures = useRef<readonly Picture[]>([]);
  const stopFocus = useRef<() => void>(() => {});

  // The slides, following children the page adds or removes.
  useEffect(() => {
    const read = () => setSlides(slidesOf(host));
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  // The open controls, on the slides' images (layout effect: there before the first paint).
  const { openLarger, pictureCount } = labels;
  useLayoutEffect(() => {
    pictures.current = picturesOf(slides, pictureCount);
    return markOpenControls(pictures.current, openLarger);
  }, [slides, openLarger, pictureCount]);

  // A press on a control opens the view (a link's press with a modifier key, or not the main
  // button, is left to the browser: a new tab with the file). The pointer or focus on a control
  // starts fetching the view, so that the press itself rarely waits for it.
  useEffect(() => {
    const open = (index: number, control: Element) => {
      const list = pictures.current;
      if (!list[index]) return;
      stopFocus.current();
      loadLargerView().then(
        (Loaded) => {
          setView(() => Loaded);
          setShown({ open: true, pictures: list, index });
        },
        (error: unknown) => {
          // The chunk could not be fetched (offline): the file opens as without script.
          console.error('mf-content-carousel: the larger view could not be loaded', error);
          if (control instanceof HTMLAnchorElement) location.assign(control.href);
          else location.assign(list[index]!.src);
        },
      );
    };
    const onClick = (event: MouseEvent) => {
      const index = openControlIndex(event.target, host);
      if (index === null || event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(index, (event.target as Element).closest('[data-mf-open-larger]')!);
    };
    const onIntent = (event: Event) => {
      if (openControlIndex(event.target, host) !== null) loadLargerView().catch(() => {});
    };
    host.addEventListener('click', onClick);
    host.addEventListener('pointerover', onIntent);
    host.addEventListener('focusin', onIntent);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('pointerover', onIntent);
      host.removeEventListener('focusin', onIntent);
    };
  }, [host]);

  useEffect(() => () => stopFocus.current(), []);

  if (!View) return null;
  const picture = shown.pictures[shown.index];
  const control = openControlOf(host, shown.index);
  return (
    <View
      open={shown.open}
      pictures={shown.pictures}
      index={shown.index}
      label={props.label}
      labels={labels}
      onIndex={(index) => setShown((old) => ({ ...old, index }))}
      onClose={() => {
        // The carousel follows the picture shown, and focus goes to its control.
        if (picture) props.carousel.current?.show(picture.slide);
        setShown((old) => ({ ...old, open: false }));
      }}
      returnFocus={control}
      onStateChange={(state: DialogState) => {
        if (state !== 'closed' || !control?.isConnected) return;
        if (!focusLost()) return;
        stopFocus.current = focusWhenLive(host, control);
      }}
    />
  );
}
