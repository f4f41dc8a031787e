import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { AnnouncementListModal } from './announcement-list-modal.tsx';

const mock = await mockPlatform();

declare global {
  interface Window {
    __mockAnnouncementScriptRan?: boolean;
    __mockAnnouncementOnclickRan?: boolean;
  }
}

async function openList() {
  const onClose = vi.fn();
  renderWithProviders(<AnnouncementListModal onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
  await within(dialog).findAllByRole('article');
  return { dialog, onClose };
}

const titles = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('AnnouncementListModal', () => {
  it('shows 9 announcements per page, newest first, each with title and timestamp', async () => {
    const { dialog } = await openList();
    const articles = within(dialog).getAllByRole('article');
    expect(articles).toHaveLength(9);
    const newest = mock.platform.db.announcements.findFirst((q) => q.where({ id: 1 }))!;
    expect(within(articles[0]!).getByRole('heading')).toHaveTextContent(newest.title);
    // The spec's six date tokens on a 24-hour clock, in English order (month first).
    const at = new Date(newest.createTime);
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(articles[0]!.querySelector('time')).toHaveTextContent(
      `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()}, ` +
        `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
    );
  });

  it('pages through 23 announcements as 9, 9 and 5', async () => {
    const user = userEvent.setup();
    const { dialog } = await openList();
    const pagination = within(dialog).getByRole('navigation', { name: 'Pages' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstPage = titles(dialog);

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await within(dialog).findByRole('button', { name: 'Page 2', current: 'page' });
    await within(dialog).findAllByRole('article');
    expect(titles(dialog)).toHaveLength(9);
    expect(titles(dialog)).not.toEqual(firstPage);
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveFocus();

    await user.click(within(pagination).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByRole('button', { name: 'Page 3', current: 'page' });
    expect(await within(dialog).findAllByRole('article')).toHaveLength(5);
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sanitises the content: the seeded script and inline handlers never run', async () => {
    const user = userEvent.setup();
    const { dialog } = await openList();
    const unsafe = within(dialog).getAllByRole('article')[1]!;
    expect(unsafe.querySelector('script')).toBeNull();
    expect(unsafe.querySelector('[onclick], [onerror]')).toBeNull();
    await user.click(within(unsafe).getByRole('link'));
    expect(window.__mockAnnouncementScriptRan).toBeUndefined();
    expect(window.__mockAnnouncementOnclickRan).toBeUndefined();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await openList();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
