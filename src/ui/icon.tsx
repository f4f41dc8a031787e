import type { ReactNode } from 'react';
import type { MenuIcon } from '#schemas/menu.builder.ts';

export type IconName =
  | MenuIcon
  | 'menu'
  | 'close'
  | 'sun'
  | 'moon'
  | 'download'
  | 'support'
  | 'chevronDown'
  | 'chevronLeft'
  | 'chevronRight'
  | 'globe'
  | 'link'
  | 'chat'
  | 'announcement'
  | 'help'
  | 'eye'
  | 'eyeOff'
  | 'refresh'
  | 'deposit'
  | 'withdraw'
  | 'mail'
  | 'user';

const telegram = <path d="M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l12-9" />;

/** 24x24 stroke drawings, kept inline so the frame needs no icon requests. */
const PATHS: Record<IconName, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  download: <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />,
  support: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="6" rx="1" />
      <rect x="17" y="14" width="4" height="6" rx="1" />
    </>
  ),
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />,
  announcement: <path d="M3 10v4h4l6 4V6l-6 4H3zM17 8a5 5 0 0 1 0 8" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </>
  ),
  signIn: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18M9 15l2 2 4-4" />
    </>
  ),
  referral: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0M19 8v6M16 11h6" />
    </>
  ),
  promotions: (
    <>
      <path d="M20 12l-8 8-9-9V3h8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  bonus: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8S9 8 8 6.5 8.5 3 10 4s2 4 2 4 1-3 2.5-4 2.5 1 1.5 2.5S12 8 12 8z" />
    </>
  ),
  hot: <path d="M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-6 1.5 1 2 2.5 2 4 1.5-1.5 1-5 1-8z" />,
  favourites: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  vip: <path d="M3 8l4 4 5-7 5 7 4-4-2 11H5z" />,
  pointMall: <path d="M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2" />,
  ELOTT: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M13 6l-3 6h4l-3 6" />
    </>
  ),
  LOTT: <path d="M3 7h18v3.5a1.5 1.5 0 0 0 0 3V17H3v-3.5a1.5 1.5 0 0 0 0-3zM9 7v10" />,
  LIVE: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 5h-5L8 10z" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 10-6 14-2l4-3v10l-4-3c-4 4-11 3-14-2z" />
      <circle cx="8" cy="11" r="0.5" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M9 5v14M15 5v14" />
    </>
  ),
  PVP: (
    <>
      <rect x="3" y="4" width="11" height="16" rx="2" />
      <path d="M17 6l3 1-3 13-3-1" />
    </>
  ),
  ESPORTS: (
    <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.2 2L15 14H9l-1.8 2A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3M16 12h.01M18 13h.01" />
  ),
  INHOUSE: <path d="M3 11l9-7 9 7v9H3zM10 20v-5h4v5" />,
  COCKFIGHT: <path d="M5 19L19 5M15 5h4v4M19 19L5 5M9 5H5v4M3 21l3-3M21 21l-3-3" />,
  FACEBOOK: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4z" />,
  INSTAGRAM: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  TELEGRAM: telegram,
  YOUTUBE: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  TIKTOK: <path d="M14 3v12a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5" />,
  ZALO: <path d="M4 4h16v12H9l-5 4zM8 8h6l-6 5h6" />,
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  refresh: (
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4" />
  ),
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 3v8M9 8l3 3 3-3M16 15h2" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 13V3M9 6l3-3 3 3M16 15h2" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

/**
 * Icons that point along the reading direction: mirrored right to left (global.css), so
 * "previous" and "collapse" point to the start side in every language.
 */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['chevronLeft', 'chevronRight']);

/** A decorative icon: the control around it carries the accessible name. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={DIRECTIONAL.has(name) ? 'icon icon--directional' : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
