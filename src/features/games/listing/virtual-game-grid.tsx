import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Game } from '#schemas/games-api.ts';
import { GameCardPlaceholder } from '#src/shared/game-card/game-card.tsx';
import { GAP, gridLayout } from './grid-layout.ts';
import type { PagedGamesView } from './use-paged-games.ts';
import { useElementLayout } from './use-element-layout.ts';

/** Rows drawn beyond the screen above and below, so a fling shows cards, not blanks. */
const OVERSCAN_ROWS = 3;

/**
 * The games of a listing as a virtual grid scrolled by the window: only the rows on screen
 * (and a few around) are in the document, however long the list, so the 10,000 slots stay
 * smooth with a bounded number of DOM nodes. Places whose page has not arrived show a
 * placeholder; the pages the screen shows are asked for as it scrolls (throttled).
 *
 * For scripts (QA, `npm run bench`): the list has `data-total-count`, each place
 * `data-index` (0-based); a loaded place holds the `game-card`.
 */
export function VirtualGameGrid({
  view,
  label,
  renderCard,
}: {
  view: PagedGamesView;
  /** The list's accessible name. */
  label: string;
  renderCard: (game: Game, index: number) => ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { width, top } = useElementLayout(container);
  const { columns, rowHeight } = gridLayout(width);
  // No rows until the grid's width is measured (in a layout effect, before the first paint):
  // rows laid out for a zero width would be rendered once for nothing.
  const rowCount = width > 0 ? Math.ceil(view.count / columns) : 0;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    // React 19 warns about flushSync during rendering; a frame later is smooth enough.
    useFlushSync: false,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? 0;
  const { want } = view;
  useEffect(() => {
    want(firstRow * columns, (lastRow + 1) * columns - 1);
  }, [want, firstRow, lastRow, columns]);

  return (
    <div
      ref={container}
      className="game-grid"
      role="list"
      aria-label={label}
      data-testid="game-list"
      data-total-count={view.count}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          className="game-grid__row"
          role="none"
          style={{
            height: rowHeight - GAP,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {Array.from({ length: columns }, (_, column) => {
            const index = row.index * columns + column;
            if (index >= view.count) return null;
            const game = view.gameAt(index);
            return (
              <div
                key={index}
                className="game-grid__cell"
                role="listitem"
                aria-setsize={view.count}
                aria-posinset={index + 1}
                data-index={index}
              >
                {game ? renderCard(game, index) : <GameCardPlaceholder />}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
