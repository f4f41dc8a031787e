import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerServiceEntry } from '#schemas/platform-api.ts';
import type { PlatformConfig } from '#src/shared/platform-config.tsx';
import { safeLink } from '#src/platform/safe-link.ts';
import { StatusScreen } from './status-screen.tsx';

const REGION_CODE = /^[A-Z]{2}$/;

/** The LIVECHAT entry's address if it is safe to open (an in-app path or an http(s) URL). */
function liveChatHref(entries: readonly CustomerServiceEntry[]): string | null {
  const link = safeLink(entries.find((entry) => entry.csType === 'LIVECHAT')?.path);
  if (!link) return null;
  return link.kind === 'internal' ? link.path : link.href;
}

/**
 * System status 2 (spec section 2): the visitor's IP and country, why access is refused, and a
 * way to reach customer service.
 */
export function RestrictionPage({ config }: { config: PlatformConfig }) {
  const intl = useIntl();
  // The status call normally carries the location; the permission config is the fallback.
  const { ip, country } = config.status.location ?? config.permission.location;
  const countryName = REGION_CODE.test(country)
    ? (intl.formatDisplayName(country, { type: 'region' }) ?? country)
    : country;
  const contactHref = liveChatHref(config.permission.info.customerService);

  return (
    <StatusScreen testId="restriction-page">
      <h1>
        <FormattedMessage id="status.restriction.title" defaultMessage="IP Restriction" />
      </h1>
      <dl className="status-screen__facts">
        <dt>
          <FormattedMessage id="status.restriction.ip" defaultMessage="IP address" />
        </dt>
        <dd data-testid="restriction-ip">{ip}</dd>
        <dt>
          <FormattedMessage id="status.restriction.country" defaultMessage="Country or region" />
        </dt>
        <dd data-testid="restriction-country">{countryName}</dd>
      </dl>
      <p>
        <FormattedMessage
          id="status.restriction.message"
          defaultMessage="Because of your location or IP address, access to this site is not allowed."
        />
      </p>
      {contactHref ? (
        <a
          className="status-screen__button"
          href={contactHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage
            id="status.restriction.contact"
            defaultMessage="Contact customer service"
          />
        </a>
      ) : (
        <>
          <button
            type="button"
            className="status-screen__button"
            disabled
            aria-describedby="contact-unavailable"
          >
            <FormattedMessage
              id="status.restriction.contact"
              defaultMessage="Contact customer service"
            />
          </button>
          <p id="contact-unavailable" className="status-screen__muted">
            <FormattedMessage
              id="status.restriction.contactUnavailable"
              defaultMessage="Online customer service is not available for this site yet."
            />
          </p>
        </>
      )}
    </StatusScreen>
  );
}
