/**
 * <mf-social-share> (site-components spec §2 "Social share"): the page shared through the
 * browser's share sheet where it offers one, otherwise through plain links to the networks and
 * e-mail (no network script, no request before a click); a copy-link button in both cases.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { type PropsOf } from '@mf/core/element/define-api';
import { useEmit } from '@mf/core/element/element-context';
import { LiveRegion } from '@mf/ui/live-region';
import { Icon } from '../shared/icon';
import type { socialShareApi } from './social-share.api';
import { CHECK_ICON, LINK_ICON, NETWORK_ICONS, SHARE_ICON } from './internal/icons';
import { networksOf, shareHref, shareTitle, shareUrl } from './internal/share-links';

type Props = PropsOf<typeof socialShareApi>;

/** How long the copy button says "Link copied" before it offers to copy again. */
export const COPIED_MS = 4000;

function hasShareSheet(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

export function SocialShare(props: Props) {
  const { labels } = props;
  const emit = useEmit<typeof socialShareApi>();
  const id = `share${useId().replace(/[^\w-]/g, '')}`;
  const url = shareUrl(props.url);
  const title = shareTitle(props.shareTitle);
  const [sheetFailed, setSheetFailed] = useState(false);
  const native = !sheetFailed && hasShareSheet({ url, title });
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [copies, setCopies] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy, copies]);

  // The link could not be copied: the address is offered selected, ready for the visitor to copy.
  useEffect(() => {
    if (copy !== 'failed') return;
    field.current?.focus();
    field.current?.select();
  }, [copy]);

  // The share sheet failed: its button is gone, focus goes to the first link in its place.
  useEffect(() => {
    if (sheetFailed) list.current?.querySelector('a')?.focus();
  }, [sheetFailed]);

  const openSheet = async () => {
    try {
      await navigator.share({ url, title });
      emit('mf-share', { method: 'native' });
    } catch (error) {
      // The visitor closed the sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('mf-social-share: the share sheet failed; the links are shown instead', error);
      setSheetFailed(true);
    }
  };

  const copyLink = async () => {
    try {
      if (typeof navigator.clipboard?.writeText !== 'function')
        throw new Error('no clipboard access in this browser');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
      setCopies((n) => n + 1);
      emit('mf-share', { method: 'copy' });
    } catch (error) {
      console.error('mf-social-share: the link could not be copied', error);
      setCopy('failed');
    }
  };

  return (
    <div
      part="base"
      className="share"
      data-state={native ? 'native' : 'links'}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className="label">
        {labels.share}
      </span>
      <ul ref={list} part="list" className="list">
        {native ? (
          <li part="item list-item">
            <button type="button" part="button" className="pill" onClick={openSheet}>
              <Icon d={SHARE_ICON} />
              {labels.shareButton}
            </button>
          </li>
        ) : (
          networksOf(props.networks).map((network) => (
            <li key={network} part="item list-item">
              <a
                part="link"
                className="round"
                href={shareHref(network, url, title)}
                title={labels[network]}
                {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                onClick={() => emit('mf-share', { method: network })}
              >
                <Icon d={NETWORK_ICONS[network].d} filled={NETWORK_ICONS[network].filled} />
                <span className="mf-visually-hidden">
                  {network === 'email' ? labels[network] : `${labels[network]} ${labels.newTab}`}
                </span>
              </a>
            </li>
          ))
        )}
        <li part="item list-item">
          <button type="button" part="button" className="pill" data-copy={copy} onClick={copyLink}>
            <Icon d={copy === 'copied' ? CHECK_ICON : LINK_ICON} />
            {copy === 'copied' ? labels.copied : labels.copy}
          </button>
        </li>
      </ul>
      {copy === 'failed' ? (
        <label className="fallback">
          {labels.copyFailed}{' '}
          <input ref={field} part="input" className="field" readOnly value={url} />
        </label>
      ) : null}
      <LiveRegion message={copy === 'copied' ? labels.copied : ''} announceKey={copies} />
    </div>
  );
}
