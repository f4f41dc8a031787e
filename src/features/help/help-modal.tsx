import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { helpCenterQuery } from '#src/api/system.queries.ts';
import { usePreferences } from '#src/shared/preferences.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { Modal } from '#src/ui/modal.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { HelpCategories } from './help-categories.tsx';

const messages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help centre' },
});

/**
 * The help-centre popup (spec section 2): articles by category in the interface language,
 * with `articleId` open. It needs no router, so it can open over any page (the register
 * form's terms link) as well as on /help.
 */
export function HelpCentreModal({
  articleId,
  onClose,
}: {
  articleId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = usePreferences();
  const help = useDeferredQuery(helpCenterQuery(language));

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      {help.status === 'pending' && (
        <p role="status">
          <FormattedMessage id="common.loading" defaultMessage="Loading…" />
        </p>
      )}
      {help.status === 'error' && <RetryNotice onRetry={() => void help.refetch()} />}
      {help.status === 'success' && (
        <HelpCategories key={articleId} categories={help.data} articleId={articleId} />
      )}
    </Modal>
  );
}

/** The popup of /help: `/help#rules` opens the 'rules' article; closing it goes home. */
export function HelpModal() {
  const navigate = useNavigate();
  const articleId = useLocation().hash.slice(1);
  return <HelpCentreModal articleId={articleId} onClose={() => navigate('/')} />;
}
