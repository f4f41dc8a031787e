import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { getHelpCenter } from '#src/api/system.ts';
import { usePreferences } from '#src/app/providers/preferences.tsx';
import { useRemote } from '#src/app/use-remote.ts';
import { Modal } from '#src/ui/modal.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { HelpCategories } from './help-categories.tsx';

const messages = defineMessages({
  title: { id: 'help.title' },
});

/**
 * The help-centre popup of /help (spec section 2): articles by category in the interface
 * language. `/help#rules` opens the 'rules' article. Closing it goes home.
 */
export function HelpModal() {
  const intl = useIntl();
  const navigate = useNavigate();
  const articleId = useLocation().hash.slice(1);
  const { language } = usePreferences();
  const help = useRemote(`help:${language}`, () => getHelpCenter(language));

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={() => navigate('/')}>
      {help.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {help.status === 'error' && <RetryNotice onRetry={help.retry} />}
      {help.status === 'success' && (
        <HelpCategories key={articleId} categories={help.data} articleId={articleId} />
      )}
    </Modal>
  );
}
