import { useState } from 'react';
import type { GameCategory } from '#schemas/platform-api.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { imageAddress } from '#src/platform/cdn.ts';
import { Icon } from '#src/ui/icon.tsx';

/**
 * A game or vendor image from the image CDN of this page load (spec section 7), loaded lazily.
 * Spec section 8: a broken image is tried once more (from the next CDN when there are several),
 * then the category's default icon takes its place, as does an empty path.
 */
export function CdnImage({
  path,
  category,
  className,
  size,
  iconSize,
  defaultTestId,
}: {
  path: string;
  category: GameCategory;
  /** The image's class; the default icon's box gets it too, with `--default`. */
  className: string;
  /** Width and height the image is drawn at, when fixed. */
  size?: number;
  iconSize: number;
  defaultTestId: string;
}) {
  const cdns = usePlatformConfig().permission.info.imageCDNs;
  const [failures, setFailures] = useState(0);
  if (failures > 1 || path === '') {
    return (
      <span className={`${className} ${className}--default`} data-testid={defaultTestId}>
        <Icon name={category} size={iconSize} />
      </span>
    );
  }
  return (
    <img
      // A new element for the retry, so the browser asks again even for the same address.
      key={failures}
      className={className}
      src={imageAddress(cdns, path, failures)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailures(failures + 1)}
    />
  );
}
