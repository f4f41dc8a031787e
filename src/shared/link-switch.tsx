/**
 * A sign-in link (`?token=`, security finding 5): who it signs in is always shown, and the
 * visitor is asked before it replaces another member's session open in this tab.
 */
import { useCallback, useEffect, useRef } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { useAlert, useConfirm } from './alerts.tsx';

const messages = defineMessages<{
  signedInAs: { name: string };
  switchQuestion: { next: string; current: string };
  switchQuestionUnknown: { next: string };
  switchButton: NoMessageValues;
  keepButton: NoMessageValues;
}>({
  signedInAs: { id: 'session.link.signedInAs', defaultMessage: 'Signed in as {name}' },
  switchQuestion: {
    id: 'session.link.switchQuestion',
    defaultMessage:
      'This link signs in as {next}. You are signed in as {current} in this tab. Switch accounts?',
  },
  switchQuestionUnknown: {
    id: 'session.link.switchQuestionUnknown',
    defaultMessage: 'This link signs in as {next}. Replace the session already open in this tab?',
  },
  switchButton: { id: 'session.link.switchButton', defaultMessage: 'Switch account' },
  keepButton: { id: 'session.link.keepButton', defaultMessage: 'Keep current session' },
});

/** How a member is named to the visitor: the nickname with the username, or the username. */
export function memberName(member: Pick<MemberInfo, 'account' | 'nickname'>): string {
  const nickname = member.nickname.trim();
  return nickname && nickname !== member.account
    ? `${nickname} (${member.account})`
    : member.account;
}

/** Shows the "Signed in as ..." notice for the member a link signed in. */
export function announceLinkMember(
  alert: ReturnType<typeof useAlert>,
  intl: IntlShape,
  member: MemberInfo,
): void {
  void alert({
    message: intl.formatMessage(messages.signedInAs, { name: memberName(member) }),
    tone: 'success',
  });
}

/** The "Signed in as ..." notice, for the session's `announceLinkMember`. */
export function useAnnounceLinkMember(): (member: MemberInfo) => void {
  const alert = useAlert();
  const intl = useIntl();
  return useCallback(
    (member: MemberInfo) => announceLinkMember(alert, intl, member),
    [alert, intl],
  );
}

interface Props {
  /** The member of the session open here; null when it could not be loaded. */
  current: MemberInfo | null;
  /** The member the link signs in as. */
  next: MemberInfo;
  /** true: switch to the link's member; false (Cancel, Escape): keep the session. */
  onAnswer: (switchAccount: boolean) => void;
}

/** Asks once, while mounted, whether the link's member replaces the session open here. */
export function LinkSwitchConfirm({ current, next, onAnswer }: Props) {
  const confirm = useConfirm();
  const intl = useIntl();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const message = current
      ? intl.formatMessage(messages.switchQuestion, {
          next: memberName(next),
          current: memberName(current),
        })
      : intl.formatMessage(messages.switchQuestionUnknown, { next: memberName(next) });
    void confirm({
      message,
      confirmLabel: intl.formatMessage(messages.switchButton),
      cancelLabel: intl.formatMessage(messages.keepButton),
      confirmTestId: 'link-switch-confirm',
    }).then(onAnswer);
  }, [confirm, intl, current, next, onAnswer]);
  return null;
}
