import { FormattedMessage } from 'react-intl';
import { getGameMenus } from '#src/api/games.ts';
import { useBrand } from '#src/app/providers/brand-context.tsx';
import { useRemote } from '#src/app/use-remote.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { CategorySection } from './category-section.tsx';
import { HomeSkeleton } from './home-skeleton.tsx';
import './home-page.css';

/**
 * Home below the banner: one section per game category that has vendors, with its vendor
 * cards. Hot games, recent games and favourites join with the games issue.
 */
export function HomePage() {
  const { name } = useBrand().app;
  const menus = useRemote('game-menus', getGameMenus);
  const sections =
    menus.status === 'success' ? menus.data.filter((menu) => menu.cards.length > 0) : [];

  return (
    <div className="home">
      <h1 className="visually-hidden">
        <FormattedMessage id="home.title" values={{ brand: name }} />
      </h1>
      {menus.status === 'loading' && <HomeSkeleton />}
      {menus.status === 'error' && <RetryNotice onRetry={menus.retry} />}
      {menus.status === 'success' && sections.length === 0 && (
        <p className="home__empty">
          <FormattedMessage id="home.empty" />
        </p>
      )}
      {sections.map((menu) => (
        <CategorySection key={menu.gameCategory} category={menu.gameCategory} cards={menu.cards} />
      ))}
    </div>
  );
}
