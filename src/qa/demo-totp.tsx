import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { totp, totpSecondsLeft } from '#schemas/totp.ts';
import { demoAuthenticator } from '#src/boot/start-demo-platform.ts';

/**
 * Demo builds: the authenticator code of the two-step demo account (twofa01) on the platform
 * clock, renewed every second, as an authenticator app would show it.
 */
export function DemoTotp() {
  const [view, setView] = useState<{ code: string; left: number } | null>(null);
  useEffect(() => {
    let live = true;
    const update = async () => {
      const secret = demoAuthenticator.secret();
      if (!secret) return setView(null);
      const now = demoAuthenticator.now();
      const code = await totp(secret, now);
      if (live) setView({ code, left: totpSecondsLeft(now) });
    };
    void update();
    const timer = setInterval(() => void update(), 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  if (!view) return null;
  return (
    <p className="demo-inbox demo-totp" data-testid="demo-totp">
      <FormattedMessage
        id="demo.totp"
        defaultMessage="Authenticator code of {account}: {code} ({seconds}s)"
        values={{
          account: demoAuthenticator.account,
          code: <code data-testid="demo-totp-code">{view.code}</code>,
          seconds: view.left,
        }}
      />
    </p>
  );
}
