import { fromPromise } from 'xstate';
import type {
  AutoLoginRequest,
  EmailResetRequest,
  PhoneResetRequest,
  PhoneResetResult,
} from '#machines/password-recovery/context.ts';
import type { passwordRecoveryMachine } from '#machines/password-recovery/machine.ts';
import { smsCountdownMachine } from '#machines/sms-countdown/machine.ts';
import type { BotCheckResult, LoginResult } from '#machines/types.ts';
import { resetByEmail, resetByPhone } from '#src/api/password.ts';
import { smsLoginCode } from '#src/api/session.ts';
import type { Session } from '#src/shared/session.tsx';
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { createSmsCountdownImplementations } from '#src/ui/sms-countdown-implementations.ts';
import { toWireSms } from './sms-request.ts';

export type PasswordRecoveryImplementations = Parameters<typeof passwordRecoveryMachine.provide>[0];

export interface PasswordRecoveryDeps {
  /** The SMS button's slider. */
  botCheck: () => Promise<BotCheckResult | null>;
  session: Pick<Session, 'loggedIn'>;
  closeModal: () => void;
  navigate: (to: string) => void;
  /** The confirmation dialog after the reset e-mail went out. */
  showEmailSent: () => void;
  /** The login popup, asking to log in with the new password. */
  openLogin: () => void;
}

/**
 * The passwordRecovery machine's actors and effects (machines/README.md). The phone reset logs
 * nobody in (issue 21, finding 3: an SMS code proves the phone, not the person): the machine's
 * automatic login is refused here, so it ends in `passwordChanged`, which opens the login
 * popup for the new password.
 */
export function createPasswordRecoveryImplementations(
  deps: PasswordRecoveryDeps,
): PasswordRecoveryImplementations {
  return {
    actors: {
      // The reset asks for a login code: SMS login and reset by phone share codes.
      smsCountdown: smsCountdownMachine.provide(
        createSmsCountdownImplementations({
          botCheck: deps.botCheck,
          request: (request) => smsLoginCode(toWireSms(request)),
        }),
      ),
      resetByEmail: fromPromise<unknown, EmailResetRequest>(({ input }) => resetByEmail(input)),
      resetByPhone: fromPromise<PhoneResetResult, PhoneResetRequest>(async ({ input }) => {
        await resetByPhone({
          mobileNum: input.mobile,
          countryDialingCode: input.dialCode || undefined,
          verificationCode: input.code,
          newPassword: input.newPassword,
        });
        return {};
      }),
      autoLogin: fromPromise<LoginResult, AutoLoginRequest>(async () => {
        throw new Error('A phone reset does not log in: log in with the new password');
      }),
    },
    actions: {
      closeModal: () => deps.closeModal(),
      navigateHome: () => deps.navigate('/'),
      showEmailSent: () => deps.showEmailSent(),
      saveToken: (_, { token }) => {
        saveSessionToken(token);
        deps.session.loggedIn(token);
      },
      openLogin: () => deps.openLogin(),
    },
  };
}
