import type { ClubLabel } from '#schemas/platform-api.ts';

/** VIP ranks by level (our choice: names and colours are not in the spec). */
const RANKS: readonly Omit<ClubLabel, 'rankLevel'>[] = [
  { labelName: 'Newcomer', color: '#8a94a6', color2: '#5b6577' },
  { labelName: 'Bronze', color: '#c98a4b', color2: '#8c5a2b' },
  { labelName: 'Silver', color: '#c0c6cf', color2: '#7d8794' },
  { labelName: 'Gold', color: '#f4c542', color2: '#c8961a' },
  { labelName: 'Platinum', color: '#7fd3e6', color2: '#3f97ad' },
  { labelName: 'Diamond', color: '#9b8cff', color2: '#5a48d6' },
  { labelName: 'Royal', color: '#ff7aa8', color2: '#c2185b' },
];

/** The club label of a rank level; levels past the table get the top rank's look. */
export function clubLabelOf(rankLevel: number): ClubLabel {
  const rank = RANKS[Math.min(Math.max(rankLevel, 0), RANKS.length - 1)] ?? RANKS[0]!;
  return { ...rank, rankLevel };
}
