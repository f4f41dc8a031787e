import { Link } from 'react-router';
import type { Banner } from '#schemas/platform-api.ts';
import { safeLink } from '#src/platform/safe-link.ts';
import { ExternalLink } from '#src/ui/external-link.tsx';

/** Banner artwork is made at 1200x360; the strip keeps that ratio (also while it loads). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;

/**
 * One banner image. INTERNAL banners open their in-app path, EXTERNAL ones their http(s)
 * address in a new tab; NONE, or a link that fails `safeLink`, is a plain image.
 */
export function BannerSlide({
  banner,
  first,
  onSettled,
}: {
  banner: Banner;
  first: boolean;
  /** Called once the image has loaded or failed. */
  onSettled?: () => void;
}) {
  const image = (
    <img
      className="banner-strip__image"
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      // The first banner is usually the page's largest paint; the others can wait.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      onLoad={onSettled}
      onError={onSettled}
    />
  );
  const link = safeLink(banner.linkUrl);
  if (banner.linkageType === 'INTERNAL' && link?.kind === 'internal') {
    return (
      <Link to={link.path} className="banner-strip__link">
        {image}
      </Link>
    );
  }
  if (banner.linkageType === 'EXTERNAL' && link?.kind === 'external') {
    return (
      <ExternalLink href={link.href} className="banner-strip__link">
        {image}
      </ExternalLink>
    );
  }
  return image;
}
