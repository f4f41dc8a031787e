import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Announcement } from '#schemas/platform-api.ts';
import { SafeHtml } from '#src/ui/safe-html.tsx';
import { TIMESTAMP } from '#src/shared/i18n/date-time-formats.ts';

/** Title, time and sanitised content of one announcement. */
export function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const titleId = useId();
  const intl = useIntl();
  return (
    <article className="announcement" aria-labelledby={titleId}>
      <h3 id={titleId} className="announcement__title">
        {announcement.title}
      </h3>
      <time
        className="announcement__time"
        dateTime={new Date(announcement.createTime).toISOString()}
      >
        {intl.formatDate(announcement.createTime, TIMESTAMP)}
      </time>
      <SafeHtml html={announcement.content} className="announcement__content" />
    </article>
  );
}
