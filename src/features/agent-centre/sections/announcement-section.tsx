import { useQuery } from '@tanstack/react-query';
import { FormattedDate } from 'react-intl';
import { agentAnnouncementsQuery } from '#src/api/agent.queries.ts';
import { SafeHtml } from '#src/ui/safe-html.tsx';
import { QueryState } from './query-state.tsx';

/** The agent announcements, newest first (their HTML through the safe-HTML component). */
export function AnnouncementSection({ account }: { account: string }) {
  const query = useQuery(agentAnnouncementsQuery(account));
  return (
    <QueryState status={query.status} onRetry={() => void query.refetch()}>
      <ul className="agent-centre__cards">
        {(query.data ?? []).map((item) => (
          <li key={item.id} className="agent-centre__card" data-testid="agent-announcement">
            <h4>{item.title}</h4>
            <p className="agent-centre__muted">
              <FormattedDate value={item.publishedAt} dateStyle="medium" />
            </p>
            <SafeHtml html={item.content} />
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
