import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { paginationItems } from './pagination-items.ts';
import './pagination.css';

const messages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
}>({
  label: { id: 'pagination.label', defaultMessage: 'Pages' },
  previous: { id: 'pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'pagination.next', defaultMessage: 'Next page' },
  page: { id: 'pagination.page', defaultMessage: 'Page {page}' },
});

/** Spec section 9: the pagination widget shows a range of 3 pages and 1 page at each end. */
const PAGE_RANGE = 3;
const MARGIN_PAGES = 1;

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className="icon--directional"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Page buttons with previous and next; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onChange,
}: {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage(messages.label)}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label={intl.formatMessage(messages.previous)}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <Chevron direction="previous" />
          </button>
        </li>
        {paginationItems(page, pageCount, PAGE_RANGE, MARGIN_PAGES).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true" />
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__button"
                aria-label={intl.formatMessage(messages.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label={intl.formatMessage(messages.next)}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            <Chevron direction="next" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
