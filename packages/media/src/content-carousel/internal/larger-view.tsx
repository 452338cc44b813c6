/**
 * The image gallery's larger view (opening an image larger), loaded lazily on the
 * first open (a chunk of its own with its stylesheet; README "The larger view"): a modal dialog
 * (@mf/ui/dialog: the dialog stack, focus in, Escape, the page behind inert, focus back) showing
 * one picture large with its alternative text and caption, "n of m", previous and next (and the
 * arrow keys, mirrored right to left; Home and End), a close button. A large file that fails to
 * load shows the alternative text and a short message; every control stays.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { isRtl } from '@mf/core/browser/direction';
import { formatLabel } from '@mf/core/i18n/labels';
import { Dialog, dialogCss, type DialogState } from '@mf/ui/dialog';
import { useShadowStyles } from '@mf/ui/dialog-styles';
import { LiveRegion } from '@mf/ui/live-region';
import type { Picture } from './pictures';
import css from './larger-view.css';

export interface LargerViewLabels {
  largerView: string;
  close: string;
  previousPicture: string;
  nextPicture: string;
  pictureCount: string;
  showingPicture: string;
  pictureFailed: string;
}

export interface LargerViewProps {
  open: boolean;
  pictures: readonly Picture[];
  /** The picture shown (an index of `pictures`). */
  index: number;
  /** The gallery's name (the carousel's label): the dialog is "{label}: larger view". */
  label: string;
  labels: LargerViewLabels;
  /** The visitor moved to another picture. */
  onIndex: (index: number) => void;
  /** Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Focused once the dialog has closed: the open control of the picture shown. */
  returnFocus: HTMLElement | null;
  onStateChange?: (state: DialogState) => void;
}

const VIEW_CSS = dialogCss + css;

export default function LargerView(props: LargerViewProps) {
  const { pictures, labels, onIndex } = props;
  const inlineStyles = useShadowStyles(VIEW_CSS);
  const id = useId();
  const count = pictures.length;
  const index = Math.min(Math.max(0, props.index), count - 1);
  const picture = pictures[index];
  // The addresses that failed to load this time the view is open (a new open tries them again).
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [wasOpen, setWasOpen] = useState(props.open);
  if (wasOpen !== props.open) {
    setWasOpen(props.open);
    if (props.open) setFailed(new Set());
  }
  if (!picture) return null;

  const n = index + 1;
  const { name } = picture;
  const atStart = index === 0;
  const atEnd = index === count - 1;
  const go = (target: number) => {
    const next = Math.min(Math.max(0, target), count - 1);
    if (next !== index) onIndex(next);
  };

  // Arrow keys anywhere in the dialog, the way they point (right to left, ArrowLeft is next).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const forward = !isRtl(event.currentTarget);
    const moves: Record<string, number> = {
      ArrowRight: forward ? index + 1 : index - 1,
      ArrowLeft: forward ? index - 1 : index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const broken = failed.has(picture.src);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      label={formatLabel(labels.largerView, { label: props.label })}
      describedBy={`${id}-figure`}
      closeOnBackdrop
      returnFocus={props.returnFocus}
      onStateChange={props.onStateChange}
      className="mf-larger"
    >
      {inlineStyles ? <style>{VIEW_CSS}</style> : null}
      <div className="mf-larger__body" onKeyDown={onKeyDown}>
        <div className="mf-larger__head mf-dialog__head">
          <button
            type="button"
            part="close"
            className="mf-carousel__step mf-larger__button mf-larger__close"
            aria-label={labels.close}
            onClick={props.onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <figure id={`${id}-figure`} className="mf-larger__figure">
          {broken ? (
            <div className="mf-larger__broken" data-broken="">
              <p>{picture.alt || name}</p>
              <p className="mf-larger__broken-note">{labels.pictureFailed}</p>
            </div>
          ) : (
            <img
              key={picture.src}
              className="mf-larger__image"
              src={picture.src}
              alt={picture.alt}
              width={picture.width ?? undefined}
              height={picture.height ?? undefined}
              decoding="async"
              onError={() => setFailed((old) => new Set(old).add(picture.src))}
            />
          )}
          {picture.caption ? (
            <figcaption className="mf-larger__caption">{picture.caption}</figcaption>
          ) : null}
        </figure>
        <div className="mf-larger__steps">
          <button
            type="button"
            part="dialog-previous"
            className="mf-carousel__step mf-larger__button"
            aria-label={labels.previousPicture}
            aria-disabled={atStart || undefined}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true" className="mf-icon-previous" />
          </button>
          {/* Isolated: an English "1 of 6" on a right-to-left page reads as written. */}
          <p className="mf-larger__count" aria-hidden="true">
            <bdi>{formatLabel(labels.pictureCount, { n, count })}</bdi>
          </p>
          <button
            type="button"
            part="dialog-next"
            className="mf-carousel__step mf-larger__button"
            aria-label={labels.nextPicture}
            aria-disabled={atEnd || undefined}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true" className="mf-icon-next" />
          </button>
        </div>
        <LiveRegion message={formatLabel(labels.showingPicture, { n, count, name })} />
      </div>
    </Dialog>
  );
}
