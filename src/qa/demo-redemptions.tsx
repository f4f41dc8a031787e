import { defineMessages, FormattedMessage } from 'react-intl';
import { demoRedemptions, type DemoRedemption } from '#src/boot/start-demo-platform.ts';
import { invalidatePoints } from '#src/api/points.queries.ts';
import { DemoReviewQueue, type ReviewQueueSource } from './demo-review-queue.tsx';

const messages = defineMessages({
  title: { id: 'qa.redemptions.title', defaultMessage: 'Point mall redemptions' },
  none: { id: 'qa.redemptions.none', defaultMessage: 'No redemption waits for review.' },
});

const describe = defineMessages<{
  entry: { account: string; item: string; quantity: number; points: number };
}>({
  entry: {
    id: 'qa.redemptions.entry',
    defaultMessage: '{account} · {quantity} × {item} · {points, number} points',
  },
});

const REDEMPTIONS: ReviewQueueSource<DemoRedemption> = {
  testId: 'demo-redemptions',
  title: messages.title,
  none: messages.none,
  pending: (language) => demoRedemptions.pending(language),
  review: (id, decision) => demoRedemptions.review(id, decision),
  describe: (entry) => (
    <FormattedMessage
      {...describe.entry}
      values={{
        account: entry.account,
        item: entry.item,
        quantity: entry.quantity,
        points: entry.points,
      }}
    />
  ),
  afterReview: invalidatePoints,
};

/**
 * The operator's review of point mall redemptions (demo panel): approve makes one Approved,
 * reject makes it Rejected and gives the member the points back. Unanswered ones are approved
 * by the simulated platform 10 minutes after they were made.
 */
export function DemoRedemptions({ open }: { open: boolean }) {
  return <DemoReviewQueue source={REDEMPTIONS} open={open} />;
}
