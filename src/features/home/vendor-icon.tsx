import { useState } from 'react';
import type { GameCategory } from '#schemas/platform-api.ts';
import { Icon } from '#src/ui/icon.tsx';

const ICON_SIZE = 64;

/**
 * A vendor's icon, loaded lazily. Spec section 8: a failed image is tried once more, then a
 * default icon (the category's) takes its place.
 */
export function VendorIcon({ src, category }: { src: string; category: GameCategory }) {
  const [failures, setFailures] = useState(0);
  if (failures > 1) {
    return (
      <span className="vendor-tile__icon vendor-tile__icon--default">
        <Icon name={category} size={32} />
      </span>
    );
  }
  return (
    <img
      // A new element for the retry, so the browser requests the image again.
      key={failures}
      className="vendor-tile__icon"
      src={src}
      alt=""
      width={ICON_SIZE}
      height={ICON_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailures(failures + 1)}
    />
  );
}
