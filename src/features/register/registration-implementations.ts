import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type {
  PhoneVerificationRequest,
  PhoneVerificationResult,
  RegistrationRequest,
  RegistrationResult,
} from '#machines/registration/context.ts';
import type { registrationMachine } from '#machines/registration/machine.ts';
import type { BotCheckResult, CaptchaImage, MemberInfo } from '#machines/types.ts';
import type { RegisterMode, RegisterValues } from '#schemas/register-form.types.ts';
import { getCaptcha } from '#src/api/captcha.ts';
import { getMemberInfo } from '#src/api/member.ts';
import { checkAffiliate, register, registerMobile, registerSmsCode } from '#src/api/register.ts';
import { useAlert } from '#src/app/providers/alerts.tsx';
import { useAuthDialogs } from '#src/app/providers/auth-dialogs.tsx';
import { useSession } from '#src/app/providers/session.tsx';
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { smsCountdownWith } from '#src/ui/sms-code-button.tsx';
import { toWireRegister } from './to-wire.ts';

export type RegistrationImplementations = Parameters<typeof registrationMachine.provide>[0];

/** What the SMS button needs from the form at the moment it is pressed. */
export interface LiveForm {
  mode: RegisterMode;
  values: RegisterValues;
}

interface Hooks {
  intl: ReturnType<typeof useIntl>;
  alert: ReturnType<typeof useAlert>;
  session: ReturnType<typeof useSession>;
  dialogs: ReturnType<typeof useAuthDialogs>;
  navigate: ReturnType<typeof useNavigate>;
  verifyPhone: (request: PhoneVerificationRequest) => Promise<PhoneVerificationResult>;
  botCheck: () => Promise<BotCheckResult | null>;
}

/** The implementations; the machine keeps those of its first render. */
function createImplementations(
  live: RefObject<LiveForm>,
  hooks: Hooks,
): RegistrationImplementations {
  return {
    actors: {
      // Spec section 3: the SMS request carries the slider's result, as the submit does.
      smsCountdown: smsCountdownWith(hooks.botCheck, (input) => {
        const { mode, values } = live.current;
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
      }),
      checkAffiliate: fromPromise(({ input }: { input: { code: string } }) =>
        checkAffiliate(input.code, window.location.hostname),
      ),
      fetchCaptcha: fromPromise(async (): Promise<CaptchaImage> => getCaptcha()),
      verifyPhone: fromPromise<PhoneVerificationResult, PhoneVerificationRequest>(({ input }) =>
        hooks.verifyPhone(input),
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
        hooks.session.send({ type: 'session.loggedIn', token, member });
      },
      navigateHome: () => void hooks.navigate('/'),
      closeLoginPopup: () => hooks.dialogs.close(),
      showSuccess: (_, { account }) => {
        const { intl: i18n, alert: show } = hooks;
        void show({
          tone: 'success',
          message: i18n.formatMessage(
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

/**
 * The registration machine's actors and effects (machines/README.md): platform calls from
 * `src/api`, the session, navigation, the auth dialogs and the success modal (their functions
 * are stable), the phone provider and the SMS button's slider (`botCheck`). `live` is read
 * when the SMS button is pressed: the username variant names the account being registered.
 */
export function useRegistrationImplementations(
  live: RefObject<LiveForm>,
  { verifyPhone, botCheck }: Pick<Hooks, 'verifyPhone' | 'botCheck'>,
): RegistrationImplementations {
  const intl = useIntl();
  const alert = useAlert();
  const session = useSession();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  return createImplementations(live, {
    intl,
    alert,
    session,
    dialogs,
    navigate,
    verifyPhone,
    botCheck,
  });
}
