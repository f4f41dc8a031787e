import { defineMessages, useIntl } from 'react-intl';
import { getOnlineCustomerService } from '#src/api/customer-service.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { openCustomerService } from '#src/platform/open-customer-service.ts';

const messages = defineMessages({
  unavailable: {
    id: 'customerService.unavailable',
    defaultMessage: 'Customer service is not available right now.',
  },
});

/**
 * The online customer service (spec section 7) as a click handler: call it from the click
 * itself, so the popup opens before anything is awaited. A failure shows an alert.
 */
export function useCustomerService(): () => void {
  const alert = useAlert();
  const intl = useIntl();
  return () =>
    void openCustomerService({
      load: getOnlineCustomerService,
      onFailure: () =>
        void alert({ message: intl.formatMessage(messages.unavailable), tone: 'warning' }),
    });
}
