import { createPrng } from '#mock-server/games/hash.ts';
import { type MessageLanguage, contentLanguage } from '#mock-server/messages/language.ts';
import type { BetRow } from '#mock-server/records/rows.ts';
import type { BetDetail } from '#schemas/records-api.ts';

const PICKS: Record<string, { vi: readonly string[]; en: readonly string[] }> = {
  LIVE: {
    vi: ['Nhà cái', 'Người chơi', 'Hòa', 'Tài', 'Xỉu'],
    en: ['Banker', 'Player', 'Tie', 'Big', 'Small'],
  },
  SPORTS: {
    vi: ['Đội nhà thắng', 'Đội khách thắng', 'Tài 2.5', 'Xỉu 2.5'],
    en: ['Home win', 'Away win', 'Over 2.5', 'Under 2.5'],
  },
  ESPORTS: {
    vi: ['Đội xanh thắng', 'Đội đỏ thắng', 'Chấp 1.5'],
    en: ['Blue side win', 'Red side win', 'Handicap 1.5'],
  },
  COCKFIGHT: { vi: ['Gà Meron', 'Gà Wala', 'Hòa'], en: ['Meron', 'Wala', 'Draw'] },
  LOTT: {
    vi: ['Lô 2 số', 'Đề đặc biệt', 'Xiên 2'],
    en: ['2-digit lo', 'Special prize', 'Parlay of 2'],
  },
  ELOTT: { vi: ['Chẵn', 'Lẻ', 'Tài', 'Xỉu'], en: ['Even', 'Odd', 'Big', 'Small'] },
};
const SPIN = { vi: ['Quay thường'], en: ['Spin'] } as const;

const RESULT = {
  won: { vi: 'Thắng', en: 'Won' },
  lost: { vi: 'Thua', en: 'Lost' },
  draw: { vi: 'Hòa, hoàn tiền cược', en: 'Draw, stake returned' },
  cancelled: { vi: 'Đã hủy, hoàn tiền cược', en: 'Cancelled, stake returned' },
  unsettled: { vi: 'Chưa có kết quả', en: 'Not settled yet' },
} as const;

/** A bet in full: its round and pick come from its own seed, so they never change. */
export function betDetail(row: BetRow, language: MessageLanguage): BetDetail {
  const prng = createPrng(row.detailSeed);
  const picks = PICKS[row.category] ?? SPIN;
  const numbers = row.category === 'LOTT' ? ` ${String(prng.int(0, 99)).padStart(2, '0')}` : '';
  return {
    id: row.id,
    category: row.category,
    vendor: row.vendor,
    vendorName: row.vendorName,
    gameName: row.gameName,
    placedAt: row.placedAt,
    settledAt: row.settledAt,
    stakeMinor: row.stakeMinor,
    validBetMinor: row.validBetMinor,
    payoutMinor: row.payoutMinor,
    profitMinor: row.profitMinor,
    status: row.status,
    round: `${row.vendor}-${String(prng.int(1, 99_999_999)).padStart(8, '0')}`,
    selection: `${prng.pick(picks[contentLanguage(language)])}${numbers}`,
    result: RESULT[row.status][contentLanguage(language)],
    odds:
      row.stakeMinor > 0 && row.payoutMinor > 0
        ? Math.round((row.payoutMinor / row.stakeMinor) * 100) / 100
        : 0,
    references: row.references,
  };
}
