import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './safe-html.css';

/** Server HTML (announcements, help articles), sanitised by DOMPurify before it reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      className={className ? `safe-html ${className}` : 'safe-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
