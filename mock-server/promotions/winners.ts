import type { Winner } from '#schemas/promotions-api.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { hash32, unitHash } from '#mock-server/games/hash.ts';
import type { PromotionContext } from '#mock-server/promotions/activities.ts';
import { scaledMinor } from '#mock-server/promotions/activities.ts';

/** A new win lands on the board every this many milliseconds of the platform clock. */
export const WIN_INTERVAL_MS = 90_000;
/** Lines on the board. */
export const BOARD_SIZE = 20;

const NAME_PARTS = [
  'an',
  'bao',
  'chi',
  'duc',
  'ha',
  'khoa',
  'lan',
  'minh',
  'ngoc',
  'phuc',
  'quan',
  'son',
  'thu',
  'tuan',
  'vy',
];

/** A masked account such as 'mi***27' (the board never shows a whole account). */
function maskedAccount(seed: number): string {
  const name = NAME_PARTS[seed % NAME_PARTS.length] ?? 'an';
  return `${name.slice(0, 2)}***${String(seed % 97).padStart(2, '0')}`;
}

/**
 * The winner board (spec section 7): the newest `BOARD_SIZE` wins, one every
 * `WIN_INTERVAL_MS` of the platform clock, each a pure function of the brand and its time
 * slot, so it moves as time passes and is the same on every run. Games are the brand's hot
 * games; amounts lean small with the odd big win.
 */
export function winnerBoard(ctx: PromotionContext, language: 'vi' | 'en'): Winner[] {
  const brandId = ctx.brand.app.id;
  const catalogue = catalogueOf(ctx.brand);
  const hot = catalogue.hot();
  const slot = Math.floor(ctx.clock.now() / WIN_INTERVAL_MS);
  return Array.from({ length: BOARD_SIZE }, (_, back) => {
    const at = slot - back;
    const seed = hash32(brandId, 'win', at);
    const ref = hot.length > 0 ? hot[seed % hot.length] : undefined;
    const game = ref ? catalogue.toGame(ref, language).gameName : 'Lucky 7';
    const base = Math.round(10 + 4990 * unitHash(brandId, 'amount', at) ** 4);
    return {
      id: `W${at}`,
      account: maskedAccount(hash32(brandId, 'who', at)),
      game,
      amountMinor: scaledMinor(ctx, base),
      at: at * WIN_INTERVAL_MS,
    };
  });
}
