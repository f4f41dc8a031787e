import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { ResourceType } from '#schemas/platform-api.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { safeLink } from '#src/platform/safe-link.ts';
import { ExternalLink } from '#src/ui/external-link.tsx';
import { useMessagePart } from '#src/shared/intl.tsx';

const messages = defineMessages({
  title: { id: 'resources.title', defaultMessage: 'Resources' },
  TELEGRAM: { id: 'resources.telegram', defaultMessage: 'Telegram support' },
  TELEGRAM2: { id: 'resources.telegram2', defaultMessage: 'Telegram channel' },
  FACEBOOK: { id: 'resources.facebook', defaultMessage: 'Facebook' },
  INSTAGRAM: { id: 'resources.instagram', defaultMessage: 'Instagram' },
  USDJUMP: { id: 'resources.usdjump', defaultMessage: 'USDT guide' },
  SpeedTest: { id: 'resources.speedTest', defaultMessage: 'Line speed test' },
});

/** The resources listed here, in this order (the affiliate link has its own header button). */
const LISTED: Partial<Record<ResourceType, MessageDescriptor>> = {
  TELEGRAM: messages.TELEGRAM,
  TELEGRAM2: messages.TELEGRAM2,
  FACEBOOK: messages.FACEBOOK,
  INSTAGRAM: messages.INSTAGRAM,
  USDJUMP: messages.USDJUMP,
  SpeedTest: messages.SpeedTest,
};

/**
 * The platform's resources (spec section 3: TELEGRAM, TELEGRAM2, FACEBOOK, INSTAGRAM, USDJUMP,
 * SpeedTest) as links; an unsafe address is left out, an in-app one stays in the app.
 */
function ResourceLinksContent({ className }: { className?: string }) {
  const intl = useIntl();
  const { resources } = usePlatformConfig().permission.info;
  const links = (Object.keys(LISTED) as ResourceType[]).flatMap((type) => {
    const resource = resources.find((each) => each.resourceType === type);
    const link = safeLink(resource?.url);
    return link ? [{ type, link, label: LISTED[type]! }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(messages.title)} className={className}>
      <ul>
        {links.map(({ type, link, label }) => (
          <li key={type} data-resource={type}>
            {link.kind === 'internal' ? (
              <Link to={link.path}>
                <FormattedMessage {...label} />
              </Link>
            ) : (
              <ExternalLink href={link.href}>
                <FormattedMessage {...label} />
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** ResourceLinks once the support messages are in (they load with the area, not the app). */
export function ResourceLinks({ className }: { className?: string }) {
  const ready = useMessagePart('support');
  return ready ? <ResourceLinksContent className={className} /> : null;
}
