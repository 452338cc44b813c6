/**
 * Window messages from embedded lead forms (site-components spec §5, §7, §9).
 *
 * Height: the form posts JSON `{"sfLeadFormDocHeight": 812, "location": "<its address>"}`. It is
 * used only when the height is a number and the location a string (§5); the frame whose address
 * matches the location becomes height + 40 px (§9). The frame is the one whose window sent the
 * message (event.source), its origin must match and the location must be that frame's, and
 * absurd heights are clamped (see handleHeightMessage for the order of these checks). Spec §5's
 * "more than one matching frame raises an error" came from matching frames by address: matched
 * by the sending window there is never more than one, so identical forms (a repeated include)
 * each size themselves.
 *
 * Form actions: a second listener accepts messages only from an origin containing both the
 * corporate name and the configured host (§7) and reads `form_action` (e.g.
 * `{"form_action":"on_submit","type":"brochure"}`). Besides the spec's "contains" test, the origin
 * is parsed and its host must be the configured host or a subdomain of it whose labels include
 * the corporate name, so `corp.host.evil.test` look-alikes fail.
 */

/** Spec §9: the lead-form frame gets +40 px. */
export const FRAME_HEIGHT_EXTRA_PX = 40;
/** Reported heights are clamped to this range (a broken or hostile form cannot blow up the page). */
export const MIN_FORM_HEIGHT_PX = 100;
export const MAX_FORM_HEIGHT_PX = 10_000;

function asRecord(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof data === 'string') {
    const text = data.trim();
    if (!text.startsWith('{')) return null;
    try {
      value = JSON.parse(text);
    } catch {
      return null; // other scripts' messages are none of our business
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export interface HeightMessage {
  height: number;
  location: string;
}

/** A valid height message, or null (not ours, or height not a number, or location not a string). */
export function parseHeightMessage(data: unknown): HeightMessage | null {
  const record = asRecord(data);
  if (!record || !('sfLeadFormDocHeight' in record)) return null;
  const { sfLeadFormDocHeight: height, location } = record;
  if (typeof height !== 'number' || !Number.isFinite(height) || typeof location !== 'string')
    return null;
  return { height, location };
}

/** The frame height for a reported document height: clamped, plus 40 px. */
export function frameHeight(reported: number): number {
  return (
    Math.min(MAX_FORM_HEIGHT_PX, Math.max(MIN_FORM_HEIGHT_PX, Math.round(reported))) +
    FRAME_HEIGHT_EXTRA_PX
  );
}

function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * How a frame's address matches a reported location: 'exact' (same address, hash ignored),
 * 'path' (same origin and path only: the form may have moved on to a thank-you address with
 * other parameters), or null.
 */
export function frameMatch(src: string, location: string): 'exact' | 'path' | null {
  const target = parseUrl(location);
  const url = parseUrl(src);
  if (!target || !url) return null;
  const withoutHash = (value: URL) => value.href.replace(/#.*$/, '');
  if (withoutHash(url) === withoutHash(target)) return 'exact';
  return url.origin === target.origin && url.pathname === target.pathname ? 'path' : null;
}

/** A lead-form frame on the page and how to resize it. */
export interface RegisteredFrame {
  frame: HTMLIFrameElement;
  setHeight: (px: number) => void;
}

export type HeightOutcome = 'ignored' | 'no-frame' | 'wrong-window' | 'wrong-origin' | 'resized';

/**
 * Applies one message to the registered frames; returns what happened (for tests and logs).
 *
 * Order matters: first the sending window must be one of the registered frames
 * (anything else is ignored without a word, so no other window can make us log) and the message
 * must come from that frame's origin; then the location must match that frame. The frame resized
 * is the sender, whatever other frames share its address (two identical forms each size
 * themselves). A location that matches by origin and path only (a form that moved on
 * to its thank-you address) resizes the frame that sent it too.
 */
export function handleHeightMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frames: Iterable<RegisteredFrame>,
): HeightOutcome {
  const message = parseHeightMessage(event.data);
  if (!message) return 'ignored';
  const list = [...frames];
  const sender = event.source
    ? list.find((entry) => entry.frame.contentWindow === event.source)
    : undefined;
  if (!sender) return 'wrong-window';
  if (event.origin !== parseUrl(sender.frame.src)?.origin) return 'wrong-origin';
  const match = frameMatch(sender.frame.src, message.location);
  if (!match) return 'no-frame';
  sender.setHeight(frameHeight(message.height));
  return 'resized';
}

const registered = new Set<RegisteredFrame>();
function onMessage(event: MessageEvent): void {
  handleHeightMessage(event, registered);
}

/**
 * Registers a frame with the page's single height listener (one listener for all frames, so
 * the "more than one matching frame" rule sees every frame, including those in other elements'
 * shadow roots). The listener is removed with the last frame. Returns the unregister function.
 */
export function registerLeadFrame(entry: RegisteredFrame): () => void {
  if (registered.size === 0) window.addEventListener('message', onMessage);
  registered.add(entry);
  return () => {
    registered.delete(entry);
    if (registered.size === 0) window.removeEventListener('message', onMessage);
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Spec §7: the origin must contain both the corporate name and the host; and, parsed, be https
 * (http only on localhost), and its host be the configured host or a subdomain of it one of whose
 * labels is the corporate name (or starts with `<corporate name>--`, as sandbox names do).
 * `host` may carry a port (`localhost:8001`).
 */
export function isTrustedFormOrigin(origin: string, corporateName: string, host: string): boolean {
  const corp = corporateName.trim().toLowerCase();
  const configured = host.trim().toLowerCase();
  if (!corp || !configured || typeof origin !== 'string') return false;
  const text = origin.toLowerCase();
  if (!text.includes(corp) || !text.includes(configured)) return false;
  const url = parseUrl(origin);
  if (!url || url.origin.toLowerCase() !== text) return false;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
    return false;
  const actual = url.host.toLowerCase();
  if (actual === configured) return true;
  if (!actual.endsWith(`.${configured}`)) return false;
  const labels = actual.slice(0, -(configured.length + 1)).split('.');
  return labels.some((label) => label === corp || label.startsWith(`${corp}--`));
}

export interface FormAction {
  /** The form's action, e.g. 'on_submit'. */
  formAction: string;
  /** The form's type, e.g. 'brochure' ('' when not given). */
  type: string;
}

/** Reads `form_action` (and `type`) from a message; null when absent. */
export function parseFormAction(data: unknown): FormAction | null {
  const record = asRecord(data);
  if (!record || typeof record.form_action !== 'string' || !record.form_action.trim()) return null;
  const type = typeof record.type === 'string' ? record.type : '';
  return { formAction: record.form_action.trim(), type: type.trim() };
}

/** True for the brochure form's submission (spec §2: it reveals the brochure download link). */
export function isBrochureSubmit(action: FormAction | null): boolean {
  return !!action && action.formAction === 'on_submit' && action.type === 'brochure';
}
