import { useIntl } from 'react-intl';
import type { SocialEntry } from '#schemas/menu.builder.ts';
import { safeExternalHref } from '#src/platform/safe-link.ts';
import { ExternalLink } from '#src/ui/external-link.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

/** A brand social page, opened in a new tab; an address that is not http(s) is left out. */
export function SocialItem({ entry, mini }: { entry: SocialEntry; mini: boolean }) {
  const label = useIntl().formatMessage(messageById(menuMessages, entry.messageId));
  const href = safeExternalHref(entry.url);
  if (!href) return null;
  return (
    <li>
      <ExternalLink href={href} className="side-menu__link" title={mini ? label : undefined}>
        <Icon name={entry.icon} />
        <span className="side-menu__label">{label}</span>
      </ExternalLink>
    </li>
  );
}
