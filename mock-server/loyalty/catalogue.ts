/**
 * The point mall's items (names in vi and en) and the missions: content of the simulated
 * platform, our choice (the spec names neither).
 */
import type { PointType } from '#schemas/loyalty-api.ts';

export interface ItemContent {
  key: string;
  en: string;
  vi: string;
  /** Points at a dollar brand; scaled by nothing (points are points everywhere). */
  points: number;
  color: string;
}

export const MALL_ITEMS: readonly ItemContent[] = [
  {
    key: 'voucher-s',
    en: 'Deposit voucher 5%',
    vi: 'Phiếu nạp tiền 5%',
    points: 500,
    color: '#4f8cff',
  },
  {
    key: 'spins-10',
    en: '10 free spins',
    vi: '10 vòng quay miễn phí',
    points: 1000,
    color: '#ff9f43',
  },
  { key: 'cashback', en: 'Cashback coupon', vi: 'Phiếu hoàn tiền', points: 2000, color: '#10ac84' },
  {
    key: 'mug',
    en: 'Brand coffee mug',
    vi: 'Cốc cà phê thương hiệu',
    points: 3000,
    color: '#8e44ad',
  },
  { key: 'tshirt', en: 'Brand T-shirt', vi: 'Áo thun thương hiệu', points: 5000, color: '#e84393' },
  {
    key: 'earbuds',
    en: 'Wireless earbuds',
    vi: 'Tai nghe không dây',
    points: 8000,
    color: '#0abde3',
  },
  { key: 'watch', en: 'Smart watch', vi: 'Đồng hồ thông minh', points: 20000, color: '#576574' },
  { key: 'phone', en: 'Smartphone', vi: 'Điện thoại thông minh', points: 50000, color: '#ee5253' },
];

export interface MissionContent {
  id: string;
  en: string;
  vi: string;
  type: PointType;
  target: number;
  rewardPoints: number;
}

/** Daily missions; each pays points of its own type when claimed. */
export const MISSIONS: readonly MissionContent[] = [
  {
    id: 'deposit',
    en: 'Make a deposit today',
    vi: 'Nạp tiền hôm nay',
    type: 'deposit',
    target: 1,
    rewardPoints: 50,
  },
  {
    id: 'slots',
    en: 'Play 5 rounds of slots',
    vi: 'Chơi 5 ván slot',
    type: 'slots',
    target: 5,
    rewardPoints: 30,
  },
  {
    id: 'live',
    en: 'Play 3 live casino hands',
    vi: 'Chơi 3 ván casino trực tiếp',
    type: 'live',
    target: 3,
    rewardPoints: 30,
  },
  {
    id: 'lottery',
    en: 'Buy 2 lottery tickets',
    vi: 'Mua 2 vé xổ số',
    type: 'lottery',
    target: 2,
    rewardPoints: 20,
  },
  {
    id: 'sports',
    en: 'Place a sports bet',
    vi: 'Đặt một cược thể thao',
    type: 'sports',
    target: 1,
    rewardPoints: 20,
  },
];

/** Where seeded points came from, in the order the seed writes them. */
export const EARNINGS: readonly { type: PointType; en: string; vi: string }[] = [
  { type: 'deposit', en: 'Deposit points', vi: 'Điểm nạp tiền' },
  { type: 'slots', en: 'Slots valid bet', vi: 'Cược hợp lệ slot' },
  { type: 'live', en: 'Live casino valid bet', vi: 'Cược hợp lệ casino trực tiếp' },
  { type: 'lottery', en: 'Lottery valid bet', vi: 'Cược hợp lệ xổ số' },
  { type: 'sports', en: 'Sports valid bet', vi: 'Cược hợp lệ thể thao' },
  { type: 'pvp', en: 'Card games valid bet', vi: 'Cược hợp lệ game bài' },
];
