import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameCategory } from '#schemas/platform-api.ts';
import { PlatformConfigContext, usePlatformConfig } from '#src/shared/platform-config.tsx';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { resetCdnChoice } from '#src/platform/cdn.ts';
import { CdnImage } from './cdn-image.tsx';
import { GameImage } from './game-card/game-image.tsx';

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
const ICON = '/mock-assets/icons/PG.svg';
const ON_A_CDN = /^\/mock-cdn\/[ab]\/mock-assets\/icons\/PG\.svg$/;

/** CdnImage as the game cards use it (GameImage), and with a fixed size as home's vendor tiles do. */
const USES = [
  {
    name: 'GameImage',
    defaultTestId: 'game-image-default',
    render: (path: string, category: GameCategory) => <GameImage path={path} category={category} />,
  },
  {
    name: 'CdnImage with a size',
    defaultTestId: 'tile-default',
    render: (path: string, category: GameCategory) => (
      <CdnImage
        path={path}
        category={category}
        className="tile"
        size={64}
        iconSize={32}
        defaultTestId="tile-default"
      />
    ),
  },
];

describe.each(USES)('$name', ({ render, defaultTestId }) => {
  it('loads from this origin when no image CDN is configured', () => {
    renderWithProviders(render(ICON, 'RNG'));
    expect(image()).toHaveAttribute('src', ICON);
  });

  it('tries a broken image once more from the other CDN, then shows the default icon', () => {
    renderWithProviders(
      <WithCdns cdns={['/mock-cdn/a', '/mock-cdn/b']}>{render(ICON, 'LIVE')}</WithCdns>,
    );
    const first = image()!.getAttribute('src');
    expect(first).toMatch(ON_A_CDN);

    fireEvent.error(image()!);
    const second = image()!.getAttribute('src');
    expect(second).toMatch(ON_A_CDN);
    expect(second).not.toBe(first);

    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(screen.getByTestId(defaultTestId)).toBeInTheDocument();
  });

  it('shows the default icon when there is no image', () => {
    renderWithProviders(render('', 'FISH'));
    expect(image()).toBeNull();
    expect(screen.getByTestId(defaultTestId)).toBeInTheDocument();
  });
});
