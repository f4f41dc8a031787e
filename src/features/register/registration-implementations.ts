import type { IntlShape } from 'react-intl';
import { fromPromise } from 'xstate';
import type {
  PhoneVerificationRequest,
  PhoneVerificationResult,
  RegistrationRequest,
  RegistrationResult,
} from '#machines/registration/context.ts';
import type { registrationMachine } from '#machines/registration/machine.ts';
import { captchaMachine } from '#machines/captcha/machine.ts';
import { smsCountdownMachine } from '#machines/sms-countdown/machine.ts';
import type { BotCheckResult, MemberInfo } from '#machines/types.ts';
import type { RegisterMode, RegisterValues } from '#schemas/register-form.types.ts';
import { getCaptcha } from '#src/api/captcha.ts';
import { getMemberInfo } from '#src/api/member.ts';
import { checkAffiliate, register, registerMobile, registerSmsCode } from '#src/api/register.ts';
import type { AlertRequest } from '#src/shared/alerts.tsx';
import type { AuthDialogs } from '#src/shared/auth-dialogs.tsx';
import type { Session } from '#src/shared/session.tsx';
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { createCaptchaImplementations } from '#src/ui/captcha-implementations.ts';
import { createSmsCountdownImplementations } from '#src/ui/sms-countdown-implementations.ts';
import { toWireRegister } from './to-wire.ts';

export type RegistrationImplementations = Parameters<typeof registrationMachine.provide>[0];

/** What the SMS button needs from the form at the moment it is pressed. */
export interface LiveForm {
  mode: RegisterMode;
  values: RegisterValues;
}

export interface RegistrationDeps {
  /** Read when the SMS button is pressed: the username variant names the account. */
  readLive: () => LiveForm;
  intl: IntlShape;
  alert: (alert: AlertRequest) => Promise<void>;
  session: Pick<Session, 'send'>;
  dialogs: Pick<AuthDialogs, 'close'>;
  navigate: (to: string) => void;
  /** The external phone-auth provider (demo builds: the simulated one). */
  verifyPhone: (request: PhoneVerificationRequest) => Promise<PhoneVerificationResult>;
  /** The SMS button's slider. */
  botCheck: () => Promise<BotCheckResult | null>;
}

/**
 * The registration machine's actors and effects (machines/README.md): platform calls from
 * `src/api`, the session, navigation, the auth dialogs and the success modal, the phone
 * provider and the SMS button's slider. The machine keeps those of its first render.
 */
export function createRegistrationImplementations(
  deps: RegistrationDeps,
): RegistrationImplementations {
  return {
    actors: {
      // Spec section 3: the SMS request carries the slider's result, as the submit does.
      smsCountdown: smsCountdownMachine.provide(
        createSmsCountdownImplementations({
          botCheck: deps.botCheck,
          request: (input) => {
            const { mode, values } = deps.readLive();
            return registerSmsCode({
              mobileNo: input.mobile,
              countryDialingCode: input.dialCode || undefined,
              type: mode,
              username:
                mode === 'username' && typeof values.username === 'string'
                  ? values.username.trim()
                  : undefined,
              botTicket: input.botCheck?.ticket,
            });
          },
        }),
      ),
      checkAffiliate: fromPromise(({ input }: { input: { code: string } }) =>
        checkAffiliate(input.code, window.location.hostname),
      ),
      captcha: captchaMachine.provide(createCaptchaImplementations({ fetchCaptcha: getCaptcha })),
      verifyPhone: fromPromise<PhoneVerificationResult, PhoneVerificationRequest>(({ input }) =>
        deps.verifyPhone(input),
      ),
      submit: fromPromise<RegistrationResult, RegistrationRequest>(({ input }) => {
        const body = toWireRegister(input, window.location);
        return input.mode === 'mobile' ? registerMobile(body) : register(body);
      }),
      fetchMember: fromPromise<MemberInfo, { token: string }>(({ input }) => {
        // Written at once, so the member call carries the new token.
        saveSessionToken(input.token);
        return getMemberInfo();
      }),
    },
    actions: {
      saveSession: (_, { token, member }) => {
        saveSessionToken(token);
        deps.session.send({ type: 'session.loggedIn', token, member });
      },
      navigateHome: () => deps.navigate('/'),
      closeLoginPopup: () => deps.dialogs.close(),
      showSuccess: (_, { account }) => {
        void deps.alert({
          tone: 'success',
          message: deps.intl.formatMessage(
            {
              id: 'register.page.success',
              defaultMessage: 'Registration successful. Welcome, {account}!',
            },
            { account },
          ),
        });
      },
    },
  };
}
