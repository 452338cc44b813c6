/** The share tools' icons (24 x 24 paths for shared/icon.tsx; the network marks filled). */
import type { Network } from './share-links';
import { MAIL_ICON } from '../../shared/icon';

export const NETWORK_ICONS: Readonly<Record<Network, { d: string; filled: boolean }>> = {
  facebook: {
    d: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8z',
    filled: true,
  },
  x: { d: 'M4 4l16 16M20 4L4 20', filled: false },
  linkedin: {
    d: 'M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.8-1.9 3.4 0 4.4 2.1 4.4 5.1V20h-4v-5.4c0-1.4-.4-2.4-1.8-2.4S14 13.3 14 14.6V20h-4z',
    filled: true,
  },
  xing: { d: 'M5 7l3 5-3 5M17 3l-6 10 4 8', filled: false },
  whatsapp: {
    d: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zM9 8.5c0 3.5 3 6.5 6.5 6.5',
    filled: false,
  },
  email: { d: MAIL_ICON, filled: false },
};

export const SHARE_ICON = 'M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5';
export const LINK_ICON =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
export const CHECK_ICON = 'M5 12l5 5 9-10';
