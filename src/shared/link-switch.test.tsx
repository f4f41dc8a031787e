import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { LinkSwitchConfirm, memberName, useAnnounceLinkMember } from './link-switch.tsx';

const person = (account: string, nickname: string) =>
  ({ id: 1, account, nickname, type: 0, toUpline: true }) as MemberInfo;
const current = person('demo01', 'Demo');
const next = person('player02', 'Player Two');

function Announce({ member }: { member: MemberInfo }) {
  const announce = useAnnounceLinkMember();
  return (
    <button type="button" onClick={() => announce(member)}>
      Announce
    </button>
  );
}

describe('memberName', () => {
  it('names the nickname with the username, or the username alone', () => {
    expect(memberName(next)).toBe('Player Two (player02)');
    expect(memberName(person('demo01', ''))).toBe('demo01');
    expect(memberName(person('demo01', 'demo01'))).toBe('demo01');
  });
});

describe('LinkSwitchConfirm', () => {
  it('names both members in the translated question and switches on confirm', async () => {
    const onAnswer = vi.fn();
    renderWithProviders(<LinkSwitchConfirm current={current} next={next} onAnswer={onAnswer} />, {
      language: 'vi',
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Liên kết này đăng nhập với tài khoản Player Two (player02). Bạn đang đăng nhập với tài khoản Demo (demo01) trong tab này. Chuyển tài khoản?',
    );
    expect(screen.getByRole('button', { name: 'Giữ phiên hiện tại' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('link-switch-confirm'));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the session on Escape (focus starts on the switch button)', async () => {
    const onAnswer = vi.fn();
    renderWithProviders(<LinkSwitchConfirm current={current} next={next} onAnswer={onAnswer} />);
    await screen.findByRole('alertdialog');
    expect(screen.getByTestId('link-switch-confirm')).toHaveFocus();
    expect(screen.getByTestId('link-switch-confirm')).toHaveTextContent('Switch account');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the session with the keep button, and asks without a name when none is known', async () => {
    const onAnswer = vi.fn();
    renderWithProviders(<LinkSwitchConfirm current={null} next={next} onAnswer={onAnswer} />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'This link signs in as Player Two (player02). Replace the session already open in this tab?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep current session' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});

describe('useAnnounceLinkMember', () => {
  it('tells who signed in, translated', async () => {
    renderWithProviders(<Announce member={next} />, { language: 'vi' });
    await userEvent.click(screen.getByRole('button', { name: 'Announce' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Đã đăng nhập với tài khoản Player Two (player02)',
    );
  });
});
