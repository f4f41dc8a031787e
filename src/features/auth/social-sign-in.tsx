import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toFailure, type Failure } from '#machines/failure.ts';
import type { SocialSignInProvider } from '#schemas/platform-api.ts';
import { loginWithSocial } from '#src/api/session.ts';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useSession } from '#src/shared/session.tsx';
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { Modal } from '#src/ui/modal.tsx';
import { TextField } from './text-field.tsx';

const messages = defineMessages({
  or: { id: 'auth.social.or', defaultMessage: 'Or sign in with' },
  google: { id: 'auth.social.google', defaultMessage: 'Google' },
  facebook: { id: 'auth.social.facebook', defaultMessage: 'Facebook' },
  zalo: { id: 'auth.social.zalo', defaultMessage: 'Zalo' },
  name: { id: 'auth.social.simulated.name', defaultMessage: 'Name' },
  continue: { id: 'auth.social.simulated.continue', defaultMessage: 'Continue' },
  continuing: { id: 'auth.social.simulated.continuing', defaultMessage: 'Signing in…' },
  cancel: { id: 'auth.social.simulated.cancel', defaultMessage: 'Cancel' },
});

const providerMessages = defineMessages<{
  title: { provider: string };
  explanation: { provider: string };
}>({
  title: {
    id: 'auth.social.simulated.title',
    defaultMessage: 'Sign in with {provider} (simulated)',
  },
  explanation: {
    id: 'auth.social.simulated.explanation',
    defaultMessage:
      'This is a demo: a real {provider} sign-in window would open here. Choose the name of the simulated {provider} account.',
  },
});

/** Name the simulated provider proposes. */
export const SIMULATED_DEFAULT_NAME = 'demo player';

/** 'Demo Player' -> 'demo-player'; accents dropped; at most 40 characters; '' when nothing is left. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/** The identity token the simulated provider issues (the simulated platform accepts it). */
export const simulatedIdToken = (provider: SocialSignInProvider, name: string) =>
  `sim:${provider}:${slugOf(name) || 'player'}`;

/**
 * 'Or sign in with' and a button per provider of the brand's `app.socialSignIn`, under the
 * login form. Demo builds only: a click opens a simulated provider. Live builds show nothing,
 * because real provider SDKs (Google, Facebook, Zalo) are not part of this product yet.
 * `onFailure` puts a refusal in the login form's failure area; `null` clears it.
 */
export function SocialSignIn({ onFailure }: { onFailure: (failure: Failure | null) => void }) {
  const intl = useIntl();
  const providers = useBrand().app.socialSignIn;
  const [open, setOpen] = useState<SocialSignInProvider | null>(null);
  if (!import.meta.env.VITE_DEMO || providers.length === 0) return null;

  return (
    <div className="auth-social">
      <p className="auth-social__label">
        <FormattedMessage {...messages.or} />
      </p>
      <div className="auth-social__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button button--outline auth-social__button"
            data-testid={`social-${provider}`}
            onClick={() => {
              onFailure(null);
              setOpen(provider);
            }}
          >
            {intl.formatMessage(messages[provider])}
          </button>
        ))}
      </div>
      {open && (
        <SimulatedProvider
          provider={open}
          onClose={() => setOpen(null)}
          onFailure={(failure) => {
            setOpen(null);
            onFailure(failure);
          }}
        />
      )}
    </div>
  );
}

/** What a provider's sign-in window would be: a name, then the login a password login does. */
function SimulatedProvider({
  provider,
  onClose,
  onFailure,
}: {
  provider: SocialSignInProvider;
  onClose: () => void;
  onFailure: (failure: Failure) => void;
}) {
  const intl = useIntl();
  const session = useSession();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const [name, setName] = useState(SIMULATED_DEFAULT_NAME);
  const [busy, setBusy] = useState(false);
  const providerName = intl.formatMessage(messages[provider]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the login form's React tree: keep this submit from it.
    event.stopPropagation();
    if (busy) return;
    setBusy(true);
    try {
      const { token } = await loginWithSocial({
        provider,
        idToken: simulatedIdToken(provider, name),
      });
      // As a password login does on success (login-implementations.ts).
      saveSessionToken(token);
      session.loggedIn(token);
      onClose();
      dialogs.close();
      void navigate('/');
    } catch (error) {
      setBusy(false);
      onFailure(toFailure(error));
    }
  };

  return (
    <Modal
      title={intl.formatMessage(providerMessages.title, { provider: providerName })}
      onClose={onClose}
    >
      <form
        className="ui-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={busy}
        data-testid="social-simulated"
      >
        <p>
          <FormattedMessage {...providerMessages.explanation} values={{ provider: providerName }} />
        </p>
        <TextField
          label={intl.formatMessage(messages.name)}
          placeholder={SIMULATED_DEFAULT_NAME}
          value={name}
          onValueChange={setName}
          autoComplete="name"
          testId="social-simulated-name"
        />
        <button
          type="submit"
          className="button button--primary ui-form__submit"
          data-testid="social-simulated-continue"
          aria-disabled={busy}
        >
          {intl.formatMessage(busy ? messages.continuing : messages.continue)}
        </button>
        <button type="button" className="button button--outline ui-form__submit" onClick={onClose}>
          <FormattedMessage {...messages.cancel} />
        </button>
      </form>
    </Modal>
  );
}
