import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { invalidateUnreadCount } from '#src/api/messages.queries.ts';
import { createTestQueryClient, mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { MessagesLink } from './messages-link.tsx';

const mock = await mockPlatform();

describe('MessagesLink', () => {
  it('drops the unread dot once reading a message invalidates the count', async () => {
    const queryClient = createTestQueryClient();
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<MessagesLink account="demo01" />, { token, queryClient });
    const link = screen.getByTestId('header-messages');
    await waitFor(() => expect(link).toHaveAccessibleName('Messages, 2 unread'));
    expect(screen.getByTestId('header-messages-unread')).toBeInTheDocument();

    // The member read both messages in the message centre.
    mock.server.use(
      http.get('*/wps/relay/MCSFE_getUnreadCount', () =>
        HttpResponse.json({ success: true, value: { count: 0 }, message: null }),
      ),
    );
    await act(() => invalidateUnreadCount(queryClient));
    await waitFor(() => expect(link).toHaveAccessibleName('Messages'));
    expect(screen.queryByTestId('header-messages-unread')).toBeNull();
  });
});
