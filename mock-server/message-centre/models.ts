import * as z from 'zod/mini';

/**
 * What a member did with a message of the inbox (read, deleted). The messages themselves are
 * computed (`inbox.ts`); only changes are stored, so they survive a reload with the rest.
 */
export const messageStateModel = z.object({
  /** `<memberId>:<messageId>`. */
  id: z.string(),
  memberId: z.int(),
  messageId: z.string(),
  read: z.boolean(),
  deleted: z.boolean(),
});
export type MessageStateRecord = z.infer<typeof messageStateModel>;
