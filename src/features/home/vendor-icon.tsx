import type { GameCategory } from '#schemas/platform-api.ts';
import { CdnImage } from '#src/shared/cdn-image.tsx';

/** A vendor's icon from the image CDN, with one retry and the category's icon as the fallback. */
export function VendorIcon({ src, category }: { src: string; category: GameCategory }) {
  return (
    <CdnImage
      path={src}
      category={category}
      className="vendor-tile__icon"
      size={64}
      iconSize={32}
      defaultTestId="vendor-icon-default"
    />
  );
}
