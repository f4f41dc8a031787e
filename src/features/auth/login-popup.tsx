import { defineMessages, useIntl } from 'react-intl';
import type { AuthDialogOptions } from '#src/app/providers/auth-dialogs.tsx';
import { useFlag } from '#src/app/providers/platform-config.tsx';
import { tabPanelProps } from '#src/ui/tabs.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { ChoiceTabs } from './choice-tabs.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterCallToAction } from './register-call-to-action.tsx';

const messages = defineMessages({
  login: { id: 'auth.login.title' },
  register: { id: 'auth.register.title' },
  switch: { id: 'auth.popup.switch' },
});

export type PopupSide = 'login' | 'register';

/**
 * The login popup (loginPopupModal, spec section 2), switchable between login and register.
 * The side is the auth dialogs' view, so the header's register button and this switch agree;
 * the form stays mounted while the side changes, keeping what was typed.
 */
export function LoginPopup({
  side,
  options,
  onSwitch,
  onClose,
}: {
  side: PopupSide;
  options: AuthDialogOptions;
  onSwitch: (side: PopupSide) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const registration = useFlag('DIRECTREG3');
  const shown: PopupSide = registration ? side : 'login';
  return (
    <Modal
      title={intl.formatMessage(shown === 'login' ? messages.login : messages.register)}
      onClose={onClose}
    >
      <div className="auth-popup">
        {options.message && <p className="auth-notice">{options.message}</p>}
        {registration && (
          <ChoiceTabs
            idPrefix="auth-side"
            label={intl.formatMessage(messages.switch)}
            selected={shown}
            onSelect={onSwitch}
            items={[
              { id: 'login', label: intl.formatMessage(messages.login) },
              { id: 'register', label: intl.formatMessage(messages.register) },
            ]}
          />
        )}
        <div {...(registration ? tabPanelProps('auth-side', shown) : {})}>
          <div hidden={shown !== 'login'}>
            <LoginForm initialTab={options.tab} />
          </div>
          {shown === 'register' && <RegisterCallToAction onNavigate={onClose} />}
        </div>
      </div>
    </Modal>
  );
}
