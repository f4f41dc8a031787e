import { escapeXml, hueOf } from '#mock-server/assets/svg.ts';
import { iconLetters } from '#mock-server/assets/icon.svg.ts';
import { hash32 } from '#mock-server/games/hash.ts';

export const GAME_ICON_SIZE = 200;

/** Splits a name into at most three lines of about 14 characters. */
function lines(name: string): string[] {
  const result: string[] = [];
  for (const word of name.split(' ')) {
    const last = result.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14)
      result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  if (result.length <= 3) return result;
  return [...result.slice(0, 2), `${result.slice(2).join(' ').slice(0, 12)}…`];
}

/**
 * A game card's picture: a tile coloured from the game, a few seeded circles, a medallion
 * with the name's initials, the name and the vendor. Small (about 1 KB) and the same on
 * every request for the same game.
 */
export function gameIconSvg(game: { nodeId: number; gameName: string; vassalage: string }): string {
  const hue = hueOf(`${game.vassalage}:${game.nodeId}`);
  const seed = hash32('icon', game.nodeId);
  const circles = [0, 1, 2]
    .map((i) => {
      const bits = (seed >>> (i * 9)) & 0x1ff;
      const cx = 20 + (bits % 160);
      const cy = 20 + ((bits * 7) % 90);
      const r = 14 + (bits % 30);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.12"/>`;
    })
    .join('');
  const text = lines(game.gameName)
    .map(
      (line, i) =>
        `<text x="100" y="${134 + i * 20}" text-anchor="middle" font-size="17" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const initials = escapeXml(iconLetters(game.gameName).slice(0, 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${GAME_ICON_SIZE}" height="${GAME_ICON_SIZE}" viewBox="0 0 200 200" role="img">
<title>${escapeXml(game.gameName)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 48%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>${circles}
<circle cx="100" cy="70" r="40" fill="#ffffff" fill-opacity="0.9"/>
<text x="100" y="70" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="hsl(${hue} 70% 32%)">${initials}</text>
<g font-family="system-ui, sans-serif" fill="#ffffff">${text}<text x="186" y="20" text-anchor="end" font-size="11" font-weight="700" fill-opacity="0.85">${escapeXml(game.vassalage)}</text></g>
</svg>`;
}
