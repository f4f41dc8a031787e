import { FormattedMessage } from 'react-intl';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { ExternalLink } from '#src/ui/external-link.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { resourceHref } from './resource-href.ts';

/** The affiliate programme's site, when the platform has an AFFILIATELINK resource. */
export function AffiliateLink() {
  const href = resourceHref(usePlatformConfig().permission.info.resources, 'AFFILIATELINK');
  if (!href) return null;
  return (
    <ExternalLink href={href} className="header-link">
      <Icon name="link" />
      <span className="header-link__label">
        <FormattedMessage id="header.affiliate" defaultMessage="Affiliate" />
      </span>
    </ExternalLink>
  );
}
