import type { PrizeMode } from '#schemas/games-api.ts';

/**
 * The lottery games the simulated platform draws, by prize mode and group (spec section 1:
 * prize modes Lott, ZY, Elott, SEA). Vietnamese regional lotteries draw once a day (every
 * province daily: a simplification of the real weekly rota); the others every few seconds,
 * minutes or days. Labels exist in vi and en.
 */

/** How a draw's numbers look (see `draws.ts`). */
export type DrawKind =
  'vn-north' | 'vn-regional' | 'keno' | 'racing' | 'dice' | 'pick-5-of-11' | 'thai' | 'four-d';

export interface Label {
  vi: string;
  en: string;
}

export interface LotteryDefinition {
  gameCode: string;
  label: Label;
  prizeMode: PrizeMode;
  /** `gameGroupCode` of the menu group. */
  group: string;
  kind: DrawKind;
  /** Seconds between draws. */
  drawInterval: number;
  /** Seconds after the start of each interval (UTC) when the draw happens. */
  drawOffset: number;
  /** The play type a listing opens with (`/lottery?gameCode=&playType=`). */
  defaultPlayType: string;
}

export interface LotteryGroup {
  gameGroupCode: string;
  label: Label;
  prizeMode: PrizeMode;
}

const DAY = 86_400;
/** 16:15, 17:15 and 18:15 in Vietnam (UTC+7): the southern, central and northern draws. */
const SOUTH_DRAW = 9 * 3600 + 15 * 60;
const CENTRAL_DRAW = 10 * 3600 + 15 * 60;
const NORTH_DRAW = 11 * 3600 + 15 * 60;

export const LOTTERY_GROUPS: readonly LotteryGroup[] = [
  { gameGroupCode: 'MB', label: { vi: 'Miền Bắc', en: 'Northern' }, prizeMode: 'Lott' },
  { gameGroupCode: 'MT', label: { vi: 'Miền Trung', en: 'Central' }, prizeMode: 'Lott' },
  { gameGroupCode: 'MN', label: { vi: 'Miền Nam', en: 'Southern' }, prizeMode: 'Lott' },
  { gameGroupCode: 'FAST', label: { vi: 'Xổ số nhanh', en: 'Fast lottery' }, prizeMode: 'ZY' },
  { gameGroupCode: 'KENO', label: { vi: 'Keno', en: 'Keno' }, prizeMode: 'Elott' },
  { gameGroupCode: 'RACING', label: { vi: 'Đua xe', en: 'Racing' }, prizeMode: 'Elott' },
  { gameGroupCode: 'DICE', label: { vi: 'Xúc xắc nhanh', en: 'Fast dice' }, prizeMode: 'Elott' },
  { gameGroupCode: '11X5', label: { vi: '11 chọn 5', en: '11 pick 5' }, prizeMode: 'Elott' },
  { gameGroupCode: 'TH', label: { vi: 'Thái Lan', en: 'Thailand' }, prizeMode: 'SEA' },
  { gameGroupCode: 'LA', label: { vi: 'Lào', en: 'Laos' }, prizeMode: 'SEA' },
  { gameGroupCode: '4D', label: { vi: 'Xổ số 4D', en: '4D lottery' }, prizeMode: 'SEA' },
];

const CENTRAL: readonly [string, string, string][] = [
  ['HUE', 'Thừa Thiên Huế', 'Thua Thien Hue'],
  ['PHUYEN', 'Phú Yên', 'Phu Yen'],
  ['DAKLAK', 'Đắk Lắk', 'Dak Lak'],
  ['QUANGNAM', 'Quảng Nam', 'Quang Nam'],
  ['DANANG', 'Đà Nẵng', 'Da Nang'],
  ['KHANHHOA', 'Khánh Hòa', 'Khanh Hoa'],
  ['BINHDINH', 'Bình Định', 'Binh Dinh'],
  ['QUANGTRI', 'Quảng Trị', 'Quang Tri'],
  ['QUANGBINH', 'Quảng Bình', 'Quang Binh'],
  ['GIALAI', 'Gia Lai', 'Gia Lai'],
  ['NINHTHUAN', 'Ninh Thuận', 'Ninh Thuan'],
  ['QUANGNGAI', 'Quảng Ngãi', 'Quang Ngai'],
  ['DAKNONG', 'Đắk Nông', 'Dak Nong'],
  ['KONTUM', 'Kon Tum', 'Kon Tum'],
];

const SOUTHERN: readonly [string, string, string][] = [
  ['HCM', 'TP. Hồ Chí Minh', 'Ho Chi Minh City'],
  ['DONGTHAP', 'Đồng Tháp', 'Dong Thap'],
  ['CAMAU', 'Cà Mau', 'Ca Mau'],
  ['BENTRE', 'Bến Tre', 'Ben Tre'],
  ['VUNGTAU', 'Vũng Tàu', 'Vung Tau'],
  ['BACLIEU', 'Bạc Liêu', 'Bac Lieu'],
  ['DONGNAI', 'Đồng Nai', 'Dong Nai'],
  ['CANTHO', 'Cần Thơ', 'Can Tho'],
  ['SOCTRANG', 'Sóc Trăng', 'Soc Trang'],
  ['TAYNINH', 'Tây Ninh', 'Tay Ninh'],
  ['ANGIANG', 'An Giang', 'An Giang'],
  ['BINHTHUAN', 'Bình Thuận', 'Binh Thuan'],
  ['VINHLONG', 'Vĩnh Long', 'Vinh Long'],
  ['BINHDUONG', 'Bình Dương', 'Binh Duong'],
  ['TRAVINH', 'Trà Vinh', 'Tra Vinh'],
  ['LONGAN', 'Long An', 'Long An'],
  ['BINHPHUOC', 'Bình Phước', 'Binh Phuoc'],
  ['HAUGIANG', 'Hậu Giang', 'Hau Giang'],
  ['TIENGIANG', 'Tiền Giang', 'Tien Giang'],
  ['KIENGIANG', 'Kiên Giang', 'Kien Giang'],
  ['DALAT', 'Đà Lạt', 'Da Lat'],
];

const regional = (
  group: 'MT' | 'MN',
  drawOffset: number,
  [code, vi, en]: [string, string, string],
): LotteryDefinition => ({
  gameCode: `VN_${group}_${code}`,
  label: { vi, en },
  prizeMode: 'Lott',
  group,
  kind: 'vn-regional',
  drawInterval: DAY,
  drawOffset,
  defaultPlayType: 'LO2',
});

const every = (
  seconds: number,
  fields: Omit<LotteryDefinition, 'drawInterval' | 'drawOffset'>,
): LotteryDefinition => ({ ...fields, drawInterval: seconds, drawOffset: 0 });

export const LOTTERY_GAMES: readonly LotteryDefinition[] = [
  {
    gameCode: 'VN_MB',
    label: { vi: 'Miền Bắc', en: 'Northern lottery' },
    prizeMode: 'Lott',
    group: 'MB',
    kind: 'vn-north',
    drawInterval: DAY,
    drawOffset: NORTH_DRAW,
    defaultPlayType: 'LO2',
  },
  ...CENTRAL.map((province) => regional('MT', CENTRAL_DRAW, province)),
  ...SOUTHERN.map((province) => regional('MN', SOUTH_DRAW, province)),
  ...(
    [
      [45, '45S', '45 giây', '45 seconds'],
      [60, '1M', '1 phút', '1 minute'],
      [180, '3M', '3 phút', '3 minutes'],
      [300, '5M', '5 phút', '5 minutes'],
    ] as const
  ).map(([seconds, code, vi, en]) =>
    every(seconds, {
      gameCode: `VN_FAST_${code}`,
      label: { vi: `Siêu tốc ${vi}`, en: `Turbo ${en}` },
      prizeMode: 'ZY',
      group: 'FAST',
      kind: 'vn-north',
      defaultPlayType: 'LO2',
    }),
  ),
  ...(
    [
      [60, 'KENO_1M', 'Keno 1 phút', 'Keno 1 minute', 'KENO', 'keno', 'BIGSMALL'],
      [300, 'KENO_5M', 'Keno 5 phút', 'Keno 5 minutes', 'KENO', 'keno', 'BIGSMALL'],
      [60, 'RACE_1M', 'Đua xe 1 phút', 'Racing 1 minute', 'RACING', 'racing', 'TOP1'],
      [180, 'RACE_3M', 'Đua xe 3 phút', 'Racing 3 minutes', 'RACING', 'racing', 'TOP1'],
      [60, 'DICE_1M', 'Xúc xắc 1 phút', 'Fast 3 1 minute', 'DICE', 'dice', 'SUM'],
      [180, 'DICE_3M', 'Xúc xắc 3 phút', 'Fast 3 3 minutes', 'DICE', 'dice', 'SUM'],
      [60, 'PICK5_1M', '11 chọn 5 1 phút', '11 pick 5 1 minute', '11X5', 'pick-5-of-11', 'ANY1'],
      [300, 'PICK5_5M', '11 chọn 5 5 phút', '11 pick 5 5 minutes', '11X5', 'pick-5-of-11', 'ANY1'],
    ] as const
  ).map(([seconds, gameCode, vi, en, group, kind, defaultPlayType]) =>
    every(seconds, {
      gameCode,
      label: { vi, en },
      prizeMode: 'Elott',
      group,
      kind,
      defaultPlayType,
    }),
  ),
  {
    gameCode: 'TH_GOV',
    label: { vi: 'Xổ số Thái Lan', en: 'Thai government lottery' },
    prizeMode: 'SEA',
    group: 'TH',
    kind: 'thai',
    // The 1st and 16th of the month, simplified to every 15 days.
    drawInterval: 15 * DAY,
    drawOffset: 8 * 3600,
    defaultPlayType: 'TOP3',
  },
  {
    gameCode: 'LA_DEV',
    label: { vi: 'Xổ số Lào', en: 'Lao development lottery' },
    prizeMode: 'SEA',
    group: 'LA',
    kind: 'thai',
    drawInterval: DAY,
    drawOffset: 13 * 3600 + 30 * 60,
    defaultPlayType: 'TOP3',
  },
  ...(
    [
      ['MY_MAGNUM', 'Magnum 4D', 'Magnum 4D', 11],
      ['MY_DAMACAI', 'Da Ma Cai 4D', 'Da Ma Cai 4D', 11],
      ['MY_TOTO', 'Sports Toto 4D', 'Sports Toto 4D', 11],
      ['SG_4D', 'Singapore 4D', 'Singapore 4D', 10],
    ] as const
  ).map(([gameCode, vi, en, hourUtc]): LotteryDefinition => ({
    gameCode,
    label: { vi, en },
    prizeMode: 'SEA',
    group: '4D',
    kind: 'four-d',
    drawInterval: DAY,
    drawOffset: hourUtc * 3600,
    defaultPlayType: 'BIG',
  })),
];

const BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.gameCode, game]));

/** The lottery game with this code, if the platform draws one. */
export function lotteryGame(gameCode: string): LotteryDefinition | undefined {
  return BY_CODE.get(gameCode);
}

/** Games of a prize mode, in menu order. */
export function gamesOfMode(prizeMode: PrizeMode): LotteryDefinition[] {
  return LOTTERY_GAMES.filter((game) => game.prizeMode === prizeMode);
}
