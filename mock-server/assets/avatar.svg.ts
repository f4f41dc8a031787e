import { escapeXml, hueOf } from '#mock-server/assets/svg.ts';

export const AVATAR_SIZE = 128;

/** Up to two initials of a nickname ('Thu Trang' gives 'TT'); '?' when it has none. */
export function initials(nickname: string): string {
  const words = nickname.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0] ?? '?');
  return [...letters].slice(0, 2).join('').toUpperCase();
}

/** A round avatar: the nickname's initials on a disc coloured from the account name. */
export function avatarSvg(account: string, nickname: string): string {
  const hue = hueOf(account);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}" role="img">
<title>${escapeXml(nickname)}</title>
<circle cx="64" cy="64" r="64" fill="hsl(${hue} 60% 45%)"/>
<circle cx="64" cy="64" r="58" fill="none" stroke="hsl(${hue} 70% 75%)" stroke-width="4"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initials(nickname))}</text>
</svg>`;
}

/** The avatar as a data URL, so an `<img>` shows it without another (token) call. */
export function avatarDataUrl(account: string, nickname: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(account, nickname))}`;
}
