import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { AuthDialogOptions } from '#src/shared/auth-dialogs.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { LoginForm } from './login-form.tsx';

const messages = defineMessages({
  login: { id: 'auth.login.title', defaultMessage: 'Log in' },
  register: { id: 'auth.register.title', defaultMessage: 'Register' },
  switch: { id: 'auth.popup.switch', defaultMessage: 'Log in or register' },
});

export type PopupSide = 'login' | 'register';

/**
 * The login popup (loginPopupModal, spec section 2), switchable between login and register.
 * The side is the auth dialogs' view, so the header's register button and this switch agree;
 * both forms stay mounted once shown while the side changes, keeping what was typed. The
 * registration form comes from the app (features do not import each other).
 */
export function LoginPopup({
  side,
  options,
  registerForm,
  onSwitch,
  onClose,
}: {
  side: PopupSide;
  options: AuthDialogOptions;
  registerForm: ReactNode;
  onSwitch: (side: PopupSide) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const registration = useFlag('DIRECTREG3');
  const shown: PopupSide = registration ? side : 'login';
  const [registerSeen, setRegisterSeen] = useState(shown === 'register');
  if (shown === 'register' && !registerSeen) setRegisterSeen(true);
  return (
    <Modal
      title={intl.formatMessage(shown === 'login' ? messages.login : messages.register)}
      onClose={onClose}
    >
      <div className="auth-popup">
        {options.message && <p className="auth-notice">{options.message}</p>}
        {registration && (
          <Tabs
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
          {registerSeen && <div hidden={shown !== 'register'}>{registerForm}</div>}
        </div>
      </div>
    </Modal>
  );
}
