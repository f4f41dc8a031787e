import { useCallback, useEffect, useMemo, useRef } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { CATEGORY_MESSAGE_IDS } from '#schemas/menu.builder.ts';
import { gameMenusQuery } from '#src/api/games.queries.ts';
import { useGameLaunch } from '#src/shared/game-launch/use-game-launch.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { useFavourites } from '#src/shared/game-card/use-favourites.ts';
import { CardRooms } from './card-rooms.tsx';
import { filtersKey, readFilters, withFilter, type FilterName } from './filters.ts';
import { createSource } from './game-sources.ts';
import { GameResults } from './game-results.tsx';
import { listingFor, ROOM_CATEGORIES, type Listing } from './listing-kind.ts';
import { ListingFilters } from './listing-filters.tsx';
import { listingMenu } from './listing-menu.ts';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { VendorLobbies } from './vendor-lobbies.tsx';
import { VendorStrip, VendorStripPlaceholder } from './vendor-strip.tsx';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import './listing.css';

const messages = defineMessages({
  hot: { id: 'games.listing.hot', defaultMessage: 'Hot games' },
  favourites: { id: 'games.listing.favourites', defaultMessage: 'My favourites' },
  loginForFavourites: {
    id: 'games.listing.loginForFavourites',
    defaultMessage: 'Log in to see your favourite games.',
  },
  login: { id: 'games.listing.login', defaultMessage: 'Log in' },
});

function ListingTitle({ listing }: { listing: Listing }) {
  if (listing.kind === 'category')
    return (
      <FormattedMessage {...messageById(menuMessages, CATEGORY_MESSAGE_IDS[listing.category])} />
    );
  return <FormattedMessage {...(listing.kind === 'hot' ? messages.hot : messages.favourites)} />;
}

/** A guest on /favorite: asked once to log in (spec section 6), with a button to do it later. */
function FavouritesLogin() {
  const guard = useGuard();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    guard('favouriteList');
  }, [guard]);
  return (
    <div className="listing-empty">
      <p>
        <FormattedMessage {...messages.loginForFavourites} />
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => guard('favouriteList')}
      >
        <FormattedMessage {...messages.login} />
      </button>
    </div>
  );
}

/**
 * One listing: the vendor strip, filters, rooms of a chosen card-game vendor, and the games.
 * Every filter lives in the address.
 */
function GameListing({ listing }: { listing: Listing }) {
  const language = useInterfaceLanguage();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { merchantCode } = useBrand().app;
  const { status, member } = useSession();
  const menus = useDeferredQuery(gameMenusQuery());
  const launcher = useGameLaunch();
  const favourites = useFavourites();
  const menu = useMemo(() => listingMenu(menus.data ?? [], listing), [menus.data, listing]);

  const change = useCallback(
    (name: FilterName, value: string, replace = false) =>
      setParams((current) => withFilter(current, name, value), { replace }),
    [setParams],
  );
  const clear = () => setParams(filters.vassalage ? { vassalage: filters.vassalage } : {});
  const hrefFor = (vassalage: string) => {
    const next = withFilter(params, 'vassalage', vassalage);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const isFavourites = listing.kind === 'favourites';
  const loggedIn = member !== null;
  const sessionPending = status === 'booting' || status === 'restoring';
  const listKey = [
    pathname,
    filtersKey(filters),
    language,
    isFavourites ? `${member?.account}:${favourites.revision}` : '',
  ].join('#');
  // One source per list: the hot source keeps its single call for all of the list's pages.
  const load = useMemo(
    () => createSource({ listing, filters, language, merchantCode }),
    // `listKey` names the listing, filters and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listKey, merchantCode],
  );
  const filtered =
    filters.gameClassify !== '' || filters.gameName !== '' || filters.minBet !== null;
  const category = listing.kind === 'category' ? listing.category : null;
  const chosenVendor = menu.vendors.find((card) => card.vassalage === filters.vassalage);

  let results;
  if (isFavourites && !loggedIn)
    results = sessionPending ? <ListingSkeleton /> : <FavouritesLogin />;
  else
    results = (
      <GameResults
        listKey={listKey}
        load={load}
        favouritesList={isFavourites}
        filtered={filtered}
        onClearFilters={clear}
        emptyExtra={
          category &&
          !filters.vassalage && (
            <VendorLobbies
              vendors={menu.vendors}
              category={category}
              onOpen={launcher.launchVendor}
              titled
            />
          )
        }
        vendorNames={menu.vendorNames}
        launcher={launcher}
        favourites={favourites}
      />
    );

  return (
    <section className="listing" aria-labelledby="listing-title">
      <h1 id="listing-title" className="listing__title">
        <ListingTitle listing={listing} />
      </h1>
      {!isFavourites && (
        <>
          {menus.status === 'pending' ? (
            <VendorStripPlaceholder />
          ) : (
            <VendorStrip vendors={menu.vendors} selected={filters.vassalage} hrefFor={hrefFor} />
          )}
          <ListingFilters
            filters={filters}
            minBetText={params.get('minBet') ?? ''}
            classifications={menu.classifications}
            classificationsPending={menus.status === 'pending'}
            onChange={change}
            onClear={clear}
          />
        </>
      )}
      {category && chosenVendor && (
        <VendorLobbies
          vendors={[chosenVendor]}
          category={category}
          onOpen={launcher.launchVendor}
        />
      )}
      {listing.kind === 'category' &&
        ROOM_CATEGORIES.includes(listing.category) &&
        filters.vassalage !== '' &&
        loggedIn && (
          <CardRooms
            key={filters.vassalage}
            vassalage={filters.vassalage}
            category={listing.category}
            onLaunch={launcher.launchGame}
          />
        )}
      {results}
      {launcher.ui}
    </section>
  );
}

/** The shared listing page of every category path, /hot and /favorite (spec section 2). */
export function GameListingPage() {
  const { pathname } = useLocation();
  const listing = listingFor(pathname);
  if (!listing) return null;
  // A new category is a new page: nothing typed or loaded carries over.
  return <GameListing key={pathname} listing={listing} />;
}
