import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ResourceLinks } from '#src/features/support/resource-links.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { safeExternalHref } from '#src/platform/safe-link.ts';
import { ExternalLink } from '#src/ui/external-link.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import './footer.css';

const messages = defineMessages({
  links: { id: 'footer.links', defaultMessage: 'Site links' },
  social: { id: 'footer.social', defaultMessage: 'Follow us' },
});

/** Brand name, links, social pages, the 18+ responsible-gaming note and the copyright. */
export function Footer() {
  const intl = useIntl();
  const { name, social } = useBrand().app;
  const [now] = useState(Date.now);
  const socialLinks = social.flatMap((link) => {
    const href = safeExternalHref(link.url);
    return href ? [{ type: link.type, href }] : [];
  });

  return (
    <footer className="site-footer">
      <p className="site-footer__brand">{name}</p>
      <nav aria-label={intl.formatMessage(messages.links)}>
        <ul className="site-footer__links">
          <li>
            <Link to="/help">
              <FormattedMessage id="footer.helpCentre" defaultMessage="Help centre" />
            </Link>
          </li>
          <li>
            <Link to="/download">
              <FormattedMessage id="footer.download" defaultMessage="Download app" />
            </Link>
          </li>
        </ul>
      </nav>
      <ResourceLinks className="site-footer__resources" />
      {socialLinks.length > 0 && (
        <ul className="site-footer__social" aria-label={intl.formatMessage(messages.social)}>
          {socialLinks.map(({ type, href }) => (
            <li key={type}>
              <ExternalLink href={href} className="icon-button">
                <Icon name={type} />
                <span className="visually-hidden">
                  <FormattedMessage
                    {...messageById(menuMessages, `social.${type.toLowerCase()}`)}
                  />
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      <p className="site-footer__responsible">
        <span className="site-footer__age" aria-hidden="true">
          <FormattedMessage id="footer.ageBadge" defaultMessage="18+" />
        </span>
        <FormattedMessage
          id="footer.responsibleGaming"
          defaultMessage="Players must be 18 or older. Gambling can be addictive: play responsibly and within your limits."
        />
      </p>
      <p className="site-footer__copyright">
        <FormattedMessage
          id="footer.copyright"
          defaultMessage={'© {year} {brand}. All rights reserved.'}
          values={{ year: intl.formatDate(now, { year: 'numeric' }), brand: name }}
        />
      </p>
    </footer>
  );
}
