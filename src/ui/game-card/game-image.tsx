import { useState } from 'react';
import type { GameCategory } from '#schemas/platform-api.ts';
import { usePlatformConfig } from '#src/app/providers/platform-config.tsx';
import { nextCdn, onCdn, sessionCdn } from '#src/platform/cdn.ts';
import { Icon } from '#src/ui/icon.tsx';

/**
 * A game's icon from the image CDN of this page load (spec section 7). Spec section 8: a broken
 * image is tried once more (from the next CDN when there are several), then the category's
 * default icon takes its place.
 */
export function GameImage({ path, category }: { path: string; category: GameCategory }) {
  const cdns = usePlatformConfig().permission.info.imageCDNs;
  const [failures, setFailures] = useState(0);
  if (failures > 1 || path === '') {
    return (
      <span className="game-image game-image--default" data-testid="game-image-default">
        <Icon name={category} size={40} />
      </span>
    );
  }
  const first = sessionCdn(cdns);
  const cdn = failures === 0 ? first : nextCdn(cdns, first);
  return (
    <img
      // A new element for the retry, so the browser asks again even for the same address.
      key={failures}
      className="game-image"
      src={onCdn(cdn, path)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailures(failures + 1)}
    />
  );
}
