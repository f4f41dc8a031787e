import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { HelpCategory } from '#schemas/platform-api.ts';
import { helpCenterQuery } from '#src/api/system.queries.ts';
import { usePreferences } from '#src/shared/preferences.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { HelpCategories } from './help-categories.tsx';
import { searchHelp } from './help-search.ts';
import './help.css';

const messages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help centre' },
  search: { id: 'help.search', defaultMessage: 'Search the help centre' },
  searchPlaceholder: { id: 'help.searchPlaceholder', defaultMessage: 'For example: withdraw' },
  clear: { id: 'help.searchClear', defaultMessage: 'Clear search' },
});

const resultMessages = defineMessages<{ results: { count: number; query: string } }>({
  results: {
    id: 'help.searchResults',
    defaultMessage:
      '{count, plural, =0 {No answer for “{query}”. Try other words or ask customer service.} one {# answer for “{query}”} other {# answers for “{query}”}}',
  },
});

/** Search results: each a deep link (/helpmc#<article>) that opens the article in its category. */
function Results({ categories, query }: { categories: HelpCategory[]; query: string }) {
  const intl = useIntl();
  const hits = searchHelp(categories, query);
  return (
    <section className="help-results" aria-live="polite">
      <p className="help-results__count">
        {intl.formatMessage(resultMessages.results, { count: hits.length, query: query.trim() })}
      </p>
      {hits.length > 0 && (
        <ul className="help-results__list">
          {hits.map(({ article, category, excerpt }) => (
            <li key={article.id} data-testid="help-result">
              <Link to={{ hash: article.id }} className="help-results__title">
                {article.title}
              </Link>
              <span className="help-results__category">{category.title}</span>
              <p className="help-results__excerpt">{excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /helpmc: the help centre as a page (spec section 2): search across every article, the
 * categories as tabs, and deep links: /helpmc#<article> opens that article in its category.
 */
export function HelpCentrePage() {
  const intl = useIntl();
  const searchId = useId();
  const { language } = usePreferences();
  const articleId = decodeURIComponent(useLocation().hash.slice(1));
  const help = useDeferredQuery(helpCenterQuery(language));
  const [search, setSearch] = useState({ query: '', forArticle: articleId });
  // Following a deep link (a result, or the address) ends the search.
  const query = search.forArticle === articleId ? search.query : '';

  return (
    <main className="help-centre" data-testid="help-centre">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <form
        role="search"
        className="help-centre__search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={searchId}>{intl.formatMessage(messages.search)}</label>
        <div className="help-centre__search-row">
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            data-testid="help-search"
            onChange={(event) => setSearch({ query: event.target.value, forArticle: articleId })}
          />
          {query && (
            <button
              type="button"
              className="button button--outline"
              onClick={() => setSearch({ query: '', forArticle: articleId })}
            >
              {intl.formatMessage(messages.clear)}
            </button>
          )}
        </div>
      </form>
      {help.status === 'pending' && (
        <p role="status">
          <FormattedMessage id="common.loading" defaultMessage="Loading…" />
        </p>
      )}
      {help.status === 'error' && <RetryNotice onRetry={() => void help.refetch()} />}
      {help.status === 'success' &&
        (query.trim() ? (
          <Results categories={help.data} query={query} />
        ) : (
          <HelpCategories key={articleId} categories={help.data} articleId={articleId} />
        ))}
    </main>
  );
}
