import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A link to another site: opens in a new tab without giving it a handle on this page, and
 * says so in its accessible description. `href` must already have passed `safeLink`.
 */
export function ExternalLink({
  href,
  className,
  title,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  title?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const noteId = useId();
  return (
    <a
      href={href}
      className={className}
      title={title}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={noteId}
      onClick={onClick}
    >
      {children}
      <span id={noteId} hidden>
        <FormattedMessage id="common.opensInNewTab" defaultMessage="Opens in a new tab" />
      </span>
    </a>
  );
}
