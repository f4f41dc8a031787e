import type { Brand } from '#brands/brand.types.ts';
import type { CardRoom } from '#schemas/games-api.ts';
import type { GameCategory } from '#schemas/platform-api.ts';
import type { GameLanguage } from '#mock-server/games/catalogue.ts';
import { hash32 } from '#mock-server/games/hash.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';

/** Categories whose vendors have rooms (GET /wps/relay/GLS2_roomList). */
export const ROOM_CATEGORIES: readonly GameCategory[] = ['PVP', 'ESPORTS', 'COCKFIGHT'];

interface RoomTier {
  vi: string;
  en: string;
  /** Smallest stake in base units. */
  minBet: number;
}

const TIERS: Readonly<Partial<Record<GameCategory, readonly RoomTier[]>>> = {
  PVP: [
    { vi: 'Phòng Tân thủ', en: 'Beginner room', minBet: 1 },
    { vi: 'Phòng Bình dân', en: 'Casual room', minBet: 5 },
    { vi: 'Phòng Trung cấp', en: 'Intermediate room', minBet: 10 },
    { vi: 'Phòng Cao cấp', en: 'Advanced room', minBet: 50 },
    { vi: 'Phòng VIP', en: 'VIP room', minBet: 100 },
    { vi: 'Phòng Đại gia', en: 'High roller room', minBet: 500 },
  ],
  ESPORTS: [
    { vi: 'Phòng Mở', en: 'Open room', minBet: 1 },
    { vi: 'Phòng Xếp hạng', en: 'Ranked room', minBet: 10 },
    { vi: 'Phòng Chuyên nghiệp', en: 'Pro room', minBet: 50 },
    { vi: 'Phòng Giải đấu', en: 'Tournament room', minBet: 200 },
  ],
  COCKFIGHT: ['A', 'B', 'C', 'D', 'E'].map((letter, i) => ({
    vi: `Đấu trường ${letter}`,
    en: `Arena ${letter}`,
    minBet: [5, 10, 20, 50, 100][i] ?? 5,
  })),
};

/** The category of a brand's vendor that has rooms, if any. */
export function roomCategoryOf(brand: Brand, vassalage: string): GameCategory | undefined {
  return ROOM_CATEGORIES.find((category) =>
    brand.platform.categories[category]?.includes(vassalage),
  );
}

/**
 * The rooms of a vendor. Player counts change every minute of the platform clock (a seeded
 * number per room and minute), so a refresh shows life without being random in tests.
 */
export function cardRooms(
  brand: Brand,
  vassalage: string,
  now: number,
  language: GameLanguage,
): CardRoom[] {
  const category = roomCategoryOf(brand, vassalage);
  const tiers = category ? (TIERS[category] ?? []) : [];
  const scale = balanceScale(brand.app.currency.code);
  const minute = Math.floor(now / 60_000);
  return tiers.map((tier, i) => {
    const roomId = `${vassalage}-R${i + 1}`;
    return {
      roomId,
      vassalage,
      roomName: tier[language],
      minBet: tier.minBet * scale,
      // Cheaper rooms are busier.
      players: 2 + (hash32(brand.platform.seed, roomId, minute) % Math.max(8, 160 >> i)),
    };
  });
}

/** A vendor's room by id, if it has one. */
export function findRoom(
  brand: Brand,
  vassalage: string,
  roomId: string,
  language: GameLanguage,
): CardRoom | undefined {
  return cardRooms(brand, vassalage, 0, language).find((room) => room.roomId === roomId);
}
