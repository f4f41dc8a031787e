import { useIntl } from 'react-intl';
import type { Failure } from '#machines/failure.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import './form.css';

/**
 * Why the platform refused a form: its own message as sent (already in the caller's language,
 * e.g. 'account or password incorrect'), else the translated fallback. An alert region, so it
 * is read out when it appears.
 */
export function FormFailure({
  failure,
}: {
  failure: Pick<Failure, 'serverMessage' | 'messageId'> | null;
}) {
  const intl = useIntl();
  return (
    <div className="ui-form__failure" role="alert">
      {failure &&
        (failure.serverMessage ??
          intl.formatMessage(messageById(machineMessages, failure.messageId)))}
    </div>
  );
}
