import { FormattedMessage } from 'react-intl';
import { Pagination } from '#src/ui/pagination.tsx';
import { pagerMessages as m } from './records-messages.ts';

/**
 * The spec's pagination widget (page range 3, margin 1: `src/ui/pagination.tsx`) under a
 * records table, with how many records the filters found and which page this is.
 */
export function RecordsPager({
  page,
  pageCount,
  total,
  onChange,
}: {
  page: number;
  pageCount: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <div className="records-pager">
      <p className="records-pager__summary" aria-live="polite" data-testid="records-summary">
        <FormattedMessage {...m.summary} values={{ total, page, pageCount }} />
      </p>
      <Pagination page={page} pageCount={pageCount} onChange={onChange} />
    </div>
  );
}
