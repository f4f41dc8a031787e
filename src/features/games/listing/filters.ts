/** The listing's filters, kept in the page address so back, forward and reload keep them. */
export interface ListingFilters {
  /** Vendor code ('' for every vendor). */
  vassalage: string;
  /** Classification inside the category ('' for all). */
  gameClassify: string;
  /** Part of the game's name ('' for any). */
  gameName: string;
  /** Games whose smallest stake is at most this; null for any. */
  minBet: number | null;
}

export type FilterName = keyof ListingFilters;

/** The filters in the address: `?vassalage=&gameClassify=&gameName=&minBet=`. */
export function readFilters(params: URLSearchParams): ListingFilters {
  const minBet = Number(params.get('minBet') ?? '');
  return {
    vassalage: params.get('vassalage')?.trim() ?? '',
    gameClassify: params.get('gameClassify')?.trim() ?? '',
    gameName: params.get('gameName')?.trim() ?? '',
    minBet: params.get('minBet') && Number.isFinite(minBet) && minBet > 0 ? minBet : null,
  };
}

/** The address parameters with one filter changed (an empty value removes it). */
export function withFilter(
  params: URLSearchParams,
  name: FilterName,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value.trim();
  if (trimmed === '') next.delete(name);
  else next.set(name, trimmed);
  return next;
}

/** A stable text of the filters, part of the list's identity. */
export const filtersKey = (filters: ListingFilters): string =>
  [filters.vassalage, filters.gameClassify, filters.gameName, filters.minBet ?? ''].join('|');
