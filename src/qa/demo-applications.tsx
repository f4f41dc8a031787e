import { defineMessages, FormattedMessage } from 'react-intl';
import { demoApplications, type DemoApplication } from '#src/boot/start-demo-platform.ts';
import { invalidateActivities } from '#src/api/activities.queries.ts';
import { DemoReviewQueue, type ReviewQueueSource } from './demo-review-queue.tsx';

const messages = defineMessages({
  title: { id: 'qa.applications.title', defaultMessage: 'Activity applications' },
  none: { id: 'qa.applications.none', defaultMessage: 'No application waits for review.' },
});

const describe = defineMessages<{
  entry: { account: string; promotion: string; comment: string; images: number };
}>({
  entry: {
    id: 'qa.applications.entry',
    defaultMessage:
      '{account} · {promotion} · “{comment}” · {images, plural, one {# image} other {# images}}',
  },
});

const APPLICATIONS: ReviewQueueSource<DemoApplication> = {
  testId: 'demo-applications',
  title: messages.title,
  none: messages.none,
  pending: (language) => demoApplications.pending(language),
  review: (id, decision) => demoApplications.review(id, decision),
  describe: (entry) => (
    <FormattedMessage
      {...describe.entry}
      values={{
        account: entry.account,
        promotion: entry.promotion,
        comment: entry.comment,
        images: entry.images,
      }}
    />
  ),
  afterReview: invalidateActivities,
};

/**
 * The operator's review of activity applications (demo panel): approve sends the bonus to the
 * member's bonus centre, reject lets them apply again. Unanswered ones are approved by the
 * simulated platform 10 minutes after they were sent.
 */
export function DemoApplications({ open }: { open: boolean }) {
  return <DemoReviewQueue source={APPLICATIONS} open={open} />;
}
