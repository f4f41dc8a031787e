import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, ProfileAvatar } from './profile-avatar.tsx';

describe('ProfileAvatar', () => {
  it('falls back to the default image once when the avatar does not load (spec section 8)', () => {
    render(<ProfileAvatar src="/broken.png" alt="Avatar of Hai" />);
    const image = screen.getByRole('img', { name: 'Avatar of Hai' });
    expect(image).toHaveAttribute('src', '/broken.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(image).toHaveAttribute('data-fallback', 'true');
    // The default itself failing does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('tries a new address again', () => {
    const { rerender } = render(<ProfileAvatar src="/a.png" alt="A" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ProfileAvatar src="/b.png" alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
