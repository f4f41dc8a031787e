import type { CodeFailure, CodeSent } from '#schemas/account-api.ts';
import { failWith, ok } from '#mock-server/envelope.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { CODE_RESEND_MINUTES, type IssueResult } from '#mock-server/security/codes.ts';

/** The answer to a code request: sent, or wait (with when the next may be asked). */
export function codeSentReply(language: MessageLanguage, issued: IssueResult) {
  if (issued.ok) return ok<CodeSent>({ expiredMinutes: CODE_RESEND_MINUTES });
  return failWith<CodeSent>(429, say(language, 'smsWait', { seconds: issued.waitSeconds }), {
    expiredMinutes: Math.ceil(issued.waitSeconds / 60),
  });
}

/** The refusal of a wrong code: tries left, or spent. */
export function codeRefusal(language: MessageLanguage, triesLeft: number) {
  const message =
    triesLeft > 0 ? say(language, 'codeWrong', { tries: triesLeft }) : say(language, 'codeSpent');
  return failWith<CodeFailure>(400, message, { triesLeft });
}
