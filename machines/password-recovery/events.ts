/** Events of the password recovery modal. */
import type { RecoveryMethod } from './context.ts';

export type PasswordRecoveryEvent =
  | { type: 'recovery.setMethod'; method: RecoveryMethod }
  | { type: 'recovery.submitEmail'; username: string; email: string }
  | {
      type: 'recovery.submitMobile';
      mobile: string;
      dialCode: string;
      code: string;
      newPassword: string;
    }
  /** Forwarded to the 'sms' child. */
  | { type: 'sms.send'; mobile: string; dialCode: string }
  | { type: 'sms.dismiss' };
