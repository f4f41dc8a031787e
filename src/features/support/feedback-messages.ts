import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FeedbackType } from '#schemas/support-api.ts';

export const feedbackMessages = defineMessages({
  title: { id: 'feedback.title', defaultMessage: 'Feedback' },
  intro: {
    id: 'feedback.intro',
    defaultMessage: 'Tell us what went wrong or what we can do better. We read every message.',
  },
  type: { id: 'feedback.type', defaultMessage: 'Question type' },
  content: { id: 'feedback.content', defaultMessage: 'Your feedback' },
  contentRequired: { id: 'feedback.contentRequired', defaultMessage: 'Write your feedback' },
  screenshots: { id: 'feedback.screenshots', defaultMessage: 'Screenshots (optional)' },
  submit: { id: 'feedback.submit', defaultMessage: 'Send feedback' },
  sending: { id: 'feedback.sending', defaultMessage: 'Sending…' },
  sent: { id: 'feedback.sent', defaultMessage: 'Thank you: your feedback was sent.' },
  mine: { id: 'feedback.mine', defaultMessage: 'My feedback' },
  none: { id: 'feedback.none', defaultMessage: 'You have not sent any feedback yet.' },
  awaiting: { id: 'feedback.awaiting', defaultMessage: 'Awaiting a reply' },
});

export const feedbackItemMessages = defineMessages<{
  meta: { type: string; date: string };
  reply: { date: string };
  attached: { names: string };
}>({
  meta: { id: 'feedback.meta', defaultMessage: '{type} · {date}' },
  reply: { id: 'feedback.reply', defaultMessage: 'Reply from customer service · {date}' },
  attached: { id: 'feedback.attached', defaultMessage: 'Attached: {names}' },
});

export const feedbackLimits = defineMessages<{
  tooLong: { max: number };
  counter: { count: number; max: number };
}>({
  tooLong: { id: 'feedback.tooLong', defaultMessage: 'At most {max} characters' },
  counter: { id: 'feedback.counter', defaultMessage: '{count}/{max}' },
});

/** The question types of spec section 3. */
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, MessageDescriptor> = defineMessages({
  deposit: { id: 'feedback.type.deposit', defaultMessage: 'Deposit' },
  withdrawal: { id: 'feedback.type.withdrawal', defaultMessage: 'Withdrawal' },
  game: { id: 'feedback.type.game', defaultMessage: 'Game' },
  customerService: { id: 'feedback.type.customerService', defaultMessage: 'Customer service' },
  application: { id: 'feedback.type.application', defaultMessage: 'Application' },
  other: { id: 'feedback.type.other', defaultMessage: 'Other' },
});
