import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ChatService } from '#schemas/support-api.ts';
import { getChatUrl, postChatMessage } from '#src/api/support.ts';
import { chatHistoryQuery } from '#src/api/support.queries.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { usePreferences } from '#src/shared/preferences.tsx';
import { useSession } from '#src/shared/session.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { chatFrameSrc } from './chat-entry.ts';
import { chatRoomRequest, postToChatRoom } from './chat-room-relay.ts';

const messages = defineMessages({
  loading: { id: 'chat.loading', defaultMessage: 'Connecting to customer service…' },
  unavailable: {
    id: 'chat.unavailable',
    defaultMessage: 'Customer service is not available right now.',
  },
  sendFailed: { id: 'chat.sendFailed', defaultMessage: 'The message was not sent. Try again.' },
});

/**
 * Sandbox of the chat room: scripts and forms, never allow-same-origin (the room is served
 * from the site's own origin, and both together would let it lift its own sandbox).
 */
export const CHAT_FRAME_SANDBOX = 'allow-scripts allow-forms';

interface Props {
  service: ChatService;
  title: string;
  className?: string;
}

/**
 * One customer-service room: the chat URL call (spec section 7) gives its address, a
 * sandboxed frame shows it, and this component carries its lines to and from the platform
 * (the room has an opaque origin: it talks by postMessage only).
 */
export function ChatRoomFrame({ service, title, className }: Props) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const queryClient = useQueryClient();
  const { member } = useSession();
  const account = member?.account ?? '';
  const { language } = usePreferences();
  const headerColor = useBrand().app.chatHeaderColor;

  const url = useQuery({
    queryKey: ['member', 'chat', 'url', service, language, account] as const,
    queryFn: () => getChatUrl({ title, language, headerColor, service }),
    enabled: account !== '',
    staleTime: Infinity,
  });
  const history = useQuery(chatHistoryQuery(account, service));
  const send = useMutation({
    mutationFn: (text: string) => postChatMessage(service, text),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: chatHistoryQuery(account, service).queryKey }),
    onError: () =>
      postToChatRoom(frame.current?.contentWindow, {
        type: 'error',
        message: intl.formatMessage(messages.sendFailed),
      }),
  });

  const lines = history.data;
  // Every new state of the conversation goes to the room; reading it clears the badge.
  useEffect(() => {
    if (!lines) return;
    postToChatRoom(frame.current?.contentWindow, { type: 'lines', lines });
    void queryClient.invalidateQueries({ queryKey: ['member', 'chat', 'unread'] });
  }, [lines, queryClient]);

  const sendLine = send.mutate;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const request = chatRoomRequest(event, frame.current?.contentWindow, window.location.origin);
      if (!request) return;
      if (request.type === 'ready' && lines) {
        postToChatRoom(frame.current?.contentWindow, { type: 'lines', lines });
      }
      if (request.type === 'send') sendLine(request.text);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [lines, sendLine]);

  if (url.status === 'pending') {
    return (
      <p className="chat-window__empty" role="status">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  }
  if (url.status === 'error') return <RetryNotice onRetry={() => void url.refetch()} />;
  const src = chatFrameSrc(url.data.chatUrl, window.location.origin);
  if (!src) {
    return (
      <p className="chat-window__empty">
        <FormattedMessage {...messages.unavailable} />
      </p>
    );
  }
  return (
    <iframe
      ref={frame}
      className={className ?? 'chat-window__frame'}
      src={src}
      title={title}
      sandbox={CHAT_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      data-testid="chat-frame"
    />
  );
}
