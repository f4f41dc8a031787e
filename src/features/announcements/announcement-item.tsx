import { useId } from 'react';
import type { Announcement } from '#schemas/platform-api.ts';
import { SafeHtml } from '#src/ui/safe-html.tsx';
import { formatTimestamp } from './format-timestamp.ts';

/** Title, time and sanitised content of one announcement. */
export function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const titleId = useId();
  return (
    <article className="announcement" aria-labelledby={titleId}>
      <h3 id={titleId} className="announcement__title">
        {announcement.title}
      </h3>
      <time
        className="announcement__time"
        dateTime={new Date(announcement.createTime).toISOString()}
      >
        {formatTimestamp(announcement.createTime)}
      </time>
      <SafeHtml html={announcement.content} className="announcement__content" />
    </article>
  );
}
