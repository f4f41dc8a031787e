/** Space between cards, in px (the grid's CSS gap). */
export const GAP = 12;
/** Height under a card's square image: name, vendor and padding, in px. */
export const CARD_TEXT_HEIGHT = 58;

/** The narrowest a card may be: phones fit three across, wide screens more. */
export const minCardWidth = (width: number): number => (width < 600 ? 104 : 148);

export interface GridLayout {
  columns: number;
  /** Height of one row of cards plus the gap below it. */
  rowHeight: number;
}

/**
 * Columns and row height for a grid `width` px wide: as many columns as fit the narrowest
 * card, cards square on top of their text. Rows of equal height let the virtual list place
 * every row without measuring it.
 */
export function gridLayout(width: number): GridLayout {
  const usable = Math.max(width, 1);
  const columns = Math.max(1, Math.floor((usable + GAP) / (minCardWidth(usable) + GAP)));
  const cardWidth = (usable - GAP * (columns - 1)) / columns;
  return { columns, rowHeight: Math.round(cardWidth + CARD_TEXT_HEIGHT + GAP) };
}
