/** Record schemas of feedback and chat lines. */
import * as z from 'zod/mini';

/** A member's feedback; the platform's reply shows once the clock passes `replyAt`. */
export const feedbackModel = z.object({
  id: z.string(),
  memberId: z.int(),
  questionType: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: z.int(),
  replyAt: z.int(),
  language: z.enum(['vi', 'en']),
});
export type FeedbackRecord = z.infer<typeof feedbackModel>;

/** One line of a chat; an agent's line exists from `at` on (its scripted delay). */
export const chatLineModel = z.object({
  id: z.string(),
  memberId: z.int(),
  service: z.enum(['LIVECHAT', 'VIP', 'COMM100']),
  from: z.enum(['member', 'agent']),
  text: z.string(),
  at: z.int(),
  read: z.boolean(),
});
export type ChatLineRecord = z.infer<typeof chatLineModel>;
