import type { GameCategory } from '#schemas/platform-api.ts';
import { phrases } from '#mock-server/games/word-lists.ts';

/*
 * Names of the games of categories other than slots and lottery: short lists of real game
 * kinds (card games, live tables, fishing, sports lobbies), each with the classification it
 * files under. A vendor takes them in a permuted order; repeats get a table letter (live) or a
 * number, so names stay distinct inside a vendor.
 */

type Lists = Readonly<Partial<Record<GameCategory, Readonly<Record<string, readonly string[]>>>>>;

const LISTS: Lists = {
  FISH: {
    popular: phrases(`
      Ocean King, Fishing War, Mega Fishing, Dragon Fishing, Jackpot Fishing, Bombing Fishing,
      Happy Fishing, Royal Fishing, Bắn Cá Rồng, Bắn Cá Thần Tài, Vua Bắn Cá, Long Vương,
    `),
    new: phrases(`
      Boom Legend, Star Hunter, Deep Sea Hunter, Golden Toad, Ocean Lord, Shark Hunter,
      Mermaid Hunter, Bắn Cá Hải Tặc, Cá Mập Vàng, Thủy Cung, Bắn Cá Đại Dương, Cá Voi Xanh,
    `),
  },
  PVP: {
    poker: phrases(`
      Texas Hold'em, Omaha Poker, Short Deck Poker, Mậu Binh, Five Card Stud, Pineapple Poker,
    `),
    card: phrases(`
      Tiến Lên Miền Nam, Tiến Lên Đếm Lá, Phỏm, Xì Dách, Sâm Lốc, Liêng, Ba Cây, Bài Cào,
      Blackjack, Baccarat, Dragon Tiger, Niu Niu, Rummy, Teen Patti,
    `),
    popular: phrases(`Xóc Đĩa, Bầu Cua, Tài Xỉu, Mahjong, Fan Tan, Pai Gow`),
  },
  LIVE: {
    baccarat: phrases(`Baccarat, Speed Baccarat, No Commission Baccarat, Squeeze Baccarat`),
    roulette: phrases(`Roulette, Auto Roulette, Speed Roulette, Double Ball Roulette`),
    sicbo: phrases(`Sic Bo, Super Sic Bo, Xóc Đĩa Live`),
    'dragon-tiger': phrases(`Dragon Tiger, Speed Dragon Tiger`),
  },
  SPORTS: {
    '': phrases(`
      Football, Basketball, Tennis, Volleyball, Badminton, Table Tennis, Baseball, Ice Hockey,
      Cricket, Boxing, Horse Racing, Virtual Football,
    `),
  },
  ESPORTS: {
    '': phrases(`
      MOBA 5v5, Tactical Shooter, Battle Royale, Auto Chess, Fighting Cup, Racing League,
      Card Battler, Mobile MOBA, Sports Sim, Arena Brawl,
    `),
  },
  COCKFIGHT: {
    '': phrases(`
      Đá Gà Cựa Sắt, Đá Gà Cựa Dao, Đá Gà Thomo, Sabong Arena, Gà Chọi Live, Cockfight Derby,
      Đấu Trường Gà, Sabong International,
    `),
  },
  INHOUSE: {
    popular: phrases(`
      Crash, Mines, Plinko, Dice, Limbo, Hi-Lo, Keno, Tower, Coin Flip, Wheel, Sky Rocket,
      Tài Xỉu Nhanh, Bầu Cua Nhanh, Xóc Đĩa Nhanh, Double, Dragon Tower, Goal, Video Poker,
      Mini Roulette, Hilo Cards,
    `),
  },
};

interface Entry {
  name: string;
  classify: string;
}

const ENTRIES: Partial<Record<GameCategory, Entry[]>> = Object.fromEntries(
  Object.entries(LISTS).map(([category, byClassify]) => [
    category,
    Object.entries(byClassify).flatMap(([classify, names]) =>
      names.map((name) => ({ name, classify })),
    ),
  ]),
);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function stepFor(size: number): number {
  let step = 7;
  while (gcd(step, size) !== 1) step += 1;
  return step;
}

/**
 * Name and classification of game `index` of a vendor of `category` (not RNG, LOTT or ELOTT),
 * starting the vendor's permutation at `salt`.
 */
export function listedGame(category: GameCategory, salt: number, index: number): Entry {
  const entries = ENTRIES[category];
  if (!entries?.length) throw new Error(`No game names for category ${category}`);
  const entry = entries[(salt + index * stepFor(entries.length)) % entries.length] as Entry;
  const cycle = Math.floor(index / entries.length);
  if (category === 'LIVE') {
    return { ...entry, name: `${entry.name} ${String.fromCharCode(65 + (cycle % 26))}` };
  }
  return cycle > 0 ? { ...entry, name: `${entry.name} ${cycle + 1}` } : entry;
}
