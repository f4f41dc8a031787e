import { FormattedMessage } from 'react-intl';

/**
 * The header's free demo button. With `busy` and no `onClick` it is the placeholder shown
 * while the login machine's chunk loads, so the header never shifts.
 */
export function FreePlayButtonView({ busy, onClick }: { busy: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className="button button--ghost visitor-actions__free-play"
      data-testid="header-free-play"
      aria-busy={busy}
      aria-disabled={busy}
      onClick={onClick}
    >
      <FormattedMessage id="header.freePlay" defaultMessage="Free demo" />
    </button>
  );
}
