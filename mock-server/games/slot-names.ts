import { phrases, words } from '#mock-server/games/word-lists.ts';

/*
 * Slot names: "Lucky Koi Megaways", "Golden Dragon", "Thần Tài May Mắn". A vendor's games get
 * the name combinations in a permuted order (index x step mod size, from a vendor offset), so
 * names never repeat inside a vendor; past every combination a number is appended.
 */

const ADJECTIVES = words(`
  Lucky Golden Mighty Wild Royal Mystic Jade Crimson Diamond Silver Blazing Sacred Ancient
  Magic Happy Super Mega Hidden Secret Dancing Flaming Frozen Thunder Emerald Sapphire Ruby
  Cosmic Neon Turbo Sweet Hot Glorious Imperial Eternal Savage Starlit Midnight Shining
  Rising Twin Triple Double Grand Little Brave Noble Wealthy Fiery Spinning Great
`);

const NOUNS = words(`
  Dragon Tiger Koi Phoenix Panda Lion Fortune Treasure Gems Gold Pearls Lotus Empire Temple
  Pharaoh Pyramid Jungle Safari Ocean Pirates Vikings Samurai Ninja Emperor Queen King
  Monkey Rabbit Buffalo Wolf Eagle Elephant Rhino Gorilla Candy Fruits Cherries Sevens Bells
  Stars Moon Sun Volcano Crystals Riches Coins Lanterns Festival Carnival Fiesta Bonanza
  Heist Quest Legend Mermaid Unicorn Wizard Genie Aztec Maya Olympus Zeus Athena Anubis
  Cleopatra Sakura Bamboo Goddess Warrior Knight Castle Rockets Clover Piggy Cats Bees Honey
  Mahjong Tides Oasis
`);

const VI_NOUNS = phrases(`
  Rồng, Phượng Hoàng, Cá Chép, Hổ, Thần Tài, Ông Địa, Hoa Sen, Hoa Mai, Hoa Đào, Đèn Lồng,
  Bánh Chưng, Kỳ Lân, Trâu, Vịnh Hạ Long, Phố Hội, Tết, Sông Hương, Cung Đình, Kho Báu,
  Ngọc Trai, Trống Đồng, Nón Lá, Áo Dài, Chợ Nổi, Tôm Cua, Tứ Linh, Phúc Lộc, Rùa Vàng,
  Sơn Tinh, Thánh Gióng,
`);

const VI_ADJECTIVES = phrases(`
  Vàng, Đỏ, May Mắn, Phát Tài, Thịnh Vượng, Huyền Thoại, Bạc Tỷ, Rực Rỡ, Thần Kỳ, Hoàng Kim,
  Đại Cát, Như Ý, Vạn Lộc, Sum Vầy, Xuân, Cổ Đại, Bất Tận, Kim Cương, Siêu Tốc, Đại Phát,
`);

const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  popular: ['', '', '', 'Deluxe', 'Rush', 'Riches', 'Link', 'Hold & Win', 'Power', 'Fever'],
  new: ['', '', 'Rising', 'Blitz', 'Boost', 'Xtreme', 'Remastered', 'Unleashed'],
  jackpot: ['Jackpot', 'Grand Jackpot', 'Mega Jackpot', 'Jackpot King'],
  megaways: ['Megaways'],
};

// English names: an optional adjective (index 0 is none) and a noun. Vietnamese: noun + adjective.
const ENGLISH_SIZE = (ADJECTIVES.length + 1) * NOUNS.length;
const NAME_SPACE = ENGLISH_SIZE + VI_NOUNS.length * VI_ADJECTIVES.length;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A step that visits every combination once: coprime with the name space. */
const STEP = (() => {
  let step = 7919;
  while (gcd(step, NAME_SPACE) !== 1) step += 2;
  return step;
})();

function baseName(combo: number): string {
  if (combo >= ENGLISH_SIZE) {
    const vi = combo - ENGLISH_SIZE;
    return `${VI_NOUNS[vi % VI_NOUNS.length]} ${VI_ADJECTIVES[Math.floor(vi / VI_NOUNS.length)]}`;
  }
  const noun = NOUNS[combo % NOUNS.length] as string;
  const adjective = Math.floor(combo / NOUNS.length);
  return adjective === 0 ? noun : `${ADJECTIVES[adjective - 1]} ${noun}`;
}

/**
 * The name of slot `index` of a vendor whose `salt` (a hash of brand and vendor) picks where
 * its permutation starts; the classification adds a fitting suffix ("Megaways", "Jackpot").
 */
export function slotName(salt: number, index: number, classify: string, pick: number): string {
  const combo = (salt + index * STEP) % NAME_SPACE;
  const cycle = Math.floor(index / NAME_SPACE);
  const suffixes = SUFFIXES[classify] ?? [''];
  const suffix = suffixes[pick % suffixes.length] ?? '';
  const name = suffix ? `${baseName(combo)} ${suffix}` : baseName(combo);
  return cycle > 0 ? `${name} ${cycle + 1}` : name;
}

/** How many distinct base names there are (tests). */
export const SLOT_NAME_SPACE = NAME_SPACE;
