/** Events of the registration form (page and popup). */
import type { RegisterMode, RegisterValues } from '#schemas/register-form.types.ts';
import type { SmsCountdownEvent } from '../sms-countdown/machine.ts';

export type RegistrationEvent =
  /** Switches the tab; ignored for a mode the platform does not offer. */
  | { type: 'register.setMode'; mode: RegisterMode }
  /** Submits what the form holds; validation, affiliate check and slider follow. */
  | { type: 'register.submit'; values: RegisterValues }
  /** The slider puzzle was solved: the platform's single-use ticket. */
  | { type: 'slider.solved'; ticket: string }
  /** The player closed the slider: back to the form, input kept. */
  | { type: 'slider.cancel' }
  /** Closes the 'invitation code invalid' warning. */
  | { type: 'register.dismiss' }
  /** A new captcha image; at most one per second. */
  | { type: 'captcha.refresh' }
  /** Internal: the platform spent the captcha image on a refused attempt. */
  | { type: 'captcha.renew' }
  /** Forwarded to the SMS button (child `sms`). */
  | SmsCountdownEvent;
