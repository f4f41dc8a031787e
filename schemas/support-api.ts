/** Wire types of chat, feedback and the domain speed test (schemas/endpoints/support.ts). */

/** Feedback question types (spec section 3). */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'customerService',
  'application',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Feedback content limit (spec sections 5 and 9). */
export const FEEDBACK_MAX_LENGTH = 140;

/** Screenshots of a feedback (schemas/image-rules.ts: png or jpg, 5 MB each, at most 3). */
export interface FeedbackImage {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
}

export interface FeedbackSubmission {
  questionType: FeedbackType;
  content: string;
  images?: FeedbackImage[];
}

export interface FeedbackReply {
  content: string;
  /** Epoch ms. */
  createdAt: number;
}

export interface FeedbackItem {
  id: string;
  questionType: FeedbackType;
  content: string;
  /** Names of the attached screenshots. */
  images: string[];
  createdAt: number;
  replies: FeedbackReply[];
}

/** The customer-service rooms the chat serves. */
export type ChatService = 'LIVECHAT' | 'VIP' | 'COMM100';

export interface ChatLine {
  id: string;
  from: 'member' | 'agent';
  text: string;
  /** Epoch ms. */
  at: number;
}

/** How long the scripted agent takes to answer a line (simulated platform). */
export const CHAT_REPLY_DELAY_MS = 2500;
