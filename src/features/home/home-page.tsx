import { lazy, Suspense, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { gameMenusQuery } from '#src/api/games.queries.ts';
import { useLaunchSlot } from '#src/shared/game-launch/use-launch-slot.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { CategorySection } from './category-section.tsx';
import { GameRowFrame, GameRowPlaceholders } from './game-row-frame.tsx';
import { HomeSkeleton } from './home-skeleton.tsx';
import './home-page.css';

// The game rows load after the first paint: home's first load stays within its budget.
const rows = () => import('./home-game-rows.tsx');
const HotGamesRow = lazy(() => rows().then((m) => ({ default: m.HotGamesRow })));
// A member's rows, then the winner board, which waits until it comes near (below the fold).
const LowerRows = lazy(() => rows().then((m) => ({ default: m.LowerRows })));

// The hot row's place while its code loads: the sections below must not jump when it arrives.
const hotRowPlaceholder = (
  <GameRowFrame
    title={<FormattedMessage id="home.hotGames" defaultMessage="Hot games" />}
    allPath="/hot"
  >
    <GameRowPlaceholders />
  </GameRowFrame>
);

/**
 * Home below the banner (spec section 2): hot games, one section per game category that has
 * vendors, then a member's favourites and recent games and the winner board. Games and
 * vendors open through the game launch.
 */
export function HomePage() {
  const { name } = useBrand().app;
  const menus = useDeferredQuery(gameMenusQuery());
  const launcher = useLaunchSlot();
  const sections =
    menus.status === 'success' ? menus.data.filter((menu) => menu.cards.length > 0) : [];
  const vendorNames = useMemo(
    () =>
      new Map(
        (menus.data ?? []).flatMap((m) => m.cards.map((c) => [c.vassalage, c.accountTypeName])),
      ),
    [menus.data],
  );
  const rowProps = { vendorNames };

  return (
    <div className="home">
      <h1 className="visually-hidden">
        <FormattedMessage
          id="home.title"
          defaultMessage={'{brand}: lottery, casino, slots and sports'}
          values={{ brand: name }}
        />
      </h1>
      <Suspense fallback={hotRowPlaceholder}>
        <HotGamesRow {...rowProps} />
      </Suspense>
      {menus.status === 'pending' && <HomeSkeleton />}
      {menus.status === 'error' && <RetryNotice onRetry={() => void menus.refetch()} />}
      {menus.status === 'success' && sections.length === 0 && (
        <p className="home__empty">
          <FormattedMessage
            id="home.empty"
            defaultMessage="No games are available yet. Please check back soon."
          />
        </p>
      )}
      {sections.map((menu) => (
        <CategorySection
          key={menu.gameCategory}
          category={menu.gameCategory}
          cards={menu.cards}
          onVendor={launcher.launchVendor}
        />
      ))}
      <Suspense fallback={null}>
        <LowerRows {...rowProps} />
      </Suspense>
      {launcher.ui}
    </div>
  );
}
