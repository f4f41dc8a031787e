import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { ContextTree } from './context-tree.tsx';

describe('ContextTree', () => {
  it('shows each key with its value, nested objects folded open at the top', () => {
    renderWithProviders(
      <ContextTree
        label="Context"
        value={{ seconds: 59, mobile: '0912345678', failure: null, member: { username: 'demo01' } }}
      />,
    );
    const tree = screen.getByRole('group', { name: 'Context' });
    expect(within(tree).getByText('59')).toBeVisible();
    expect(within(tree).getByText('"0912345678"')).toBeVisible();
    expect(within(tree).getByText('null')).toBeVisible();
    const username = tree.querySelector('[data-path="member.username"]');
    expect(username?.querySelector('.context-tree__key')).toHaveTextContent('username');
    expect(username?.querySelector('.context-tree__value')).toHaveTextContent('"demo01"');
    expect(within(tree).getByText('1 key')).toBeVisible();
  });

  it('opens a deeper level on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContextTree label="Context" value={{ a: { b: { list: [1, 2, 3] } } }} />);
    const list = screen.getByText('3 items');
    expect(list.closest('details')).not.toHaveAttribute('open');
    await user.click(list);
    expect(list.closest('details')).toHaveAttribute('open');
  });

  it('marks empty objects and arrays', () => {
    renderWithProviders(<ContextTree label="Context" value={{ rules: {}, tags: [] }} />);
    expect(screen.getByText('{ }')).toBeVisible();
    expect(screen.getByText('[ ]')).toBeVisible();
  });
});
