import type { GameCategory } from '#schemas/platform-api.ts';
import { CdnImage } from '#src/shared/cdn-image.tsx';

/** A game's icon from the image CDN, with one retry and the category's icon as the fallback. */
export function GameImage({ path, category }: { path: string; category: GameCategory }) {
  return (
    <CdnImage
      path={path}
      category={category}
      className="game-image"
      iconSize={40}
      defaultTestId="game-image-default"
    />
  );
}
