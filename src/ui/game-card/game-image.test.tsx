import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformConfigContext, usePlatformConfig } from '#src/app/providers/platform-config.tsx';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { resetCdnChoice } from '#src/platform/cdn.ts';
import { GameImage } from './game-image.tsx';

afterEach(resetCdnChoice);

/** The test platform's config with these image CDNs. */
function WithCdns({ cdns, children }: { cdns: string[]; children: ReactNode }) {
  const config = usePlatformConfig();
  const info = { ...config.permission.info, imageCDNs: cdns };
  return (
    <PlatformConfigContext.Provider
      value={{ ...config, permission: { ...config.permission, info } }}
    >
      {children}
    </PlatformConfigContext.Provider>
  );
}

const image = () => document.querySelector('img');

describe('GameImage', () => {
  it('loads from this origin when no image CDN is configured', () => {
    renderWithProviders(<GameImage path="/mock-assets/icons/PG.svg" category="RNG" />);
    expect(image()).toHaveAttribute('src', '/mock-assets/icons/PG.svg');
  });

  it('tries a broken image once more from another CDN, then shows the default icon', () => {
    renderWithProviders(
      <WithCdns cdns={['/mock-cdn/a', '/mock-cdn/b']}>
        <GameImage path="/mock-assets/icons/PG.svg" category="RNG" />
      </WithCdns>,
    );
    const first = image()!.getAttribute('src');
    expect(first).toMatch(/^\/mock-cdn\/[ab]\/mock-assets\/icons\/PG\.svg$/);

    fireEvent.error(image()!);
    const second = image()!.getAttribute('src');
    expect(second).toMatch(/^\/mock-cdn\/[ab]\/mock-assets\/icons\/PG\.svg$/);
    expect(second).not.toBe(first);

    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(screen.getByTestId('game-image-default')).toBeInTheDocument();
  });
});
