/**
 * Inline icons of the page tools (24 x 24, drawn in the text colour): part of the element's own
 * code, so nothing is fetched for them (social share: no request to a network before a click).
 */
export function Icon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** An envelope: the sidebar's mail action and the share by e-mail. */
export const MAIL_ICON = 'M3 5h18v14H3zM3 6l9 7 9-7';
