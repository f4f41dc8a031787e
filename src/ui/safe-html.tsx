import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { safeLink } from '#src/platform/safe-link.ts';
import './safe-html.css';

/**
 * The one configuration for all platform HTML (issue 21, finding 6): text formatting, lists,
 * tables, links and images only. No `<style>`, `<form>`, `<input>`, `style`, `id` or `name`
 * (DOM clobbering), no SVG or MathML, no event handlers.
 */
const PLATFORM_HTML: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'del',
    'div',
    'dl',
    'dt',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'lang', 'dir'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};

let hooked = false;

/** Links through `safeLink`; images from this origin only (no tracking pixels). */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const link = safeLink(node.getAttribute('href'));
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (!link) node.removeAttribute('href');
      else if (link.kind === 'internal') node.setAttribute('href', link.path);
      else {
        node.setAttribute('href', link.href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const link = safeLink(node.getAttribute('src'));
      if (link?.kind !== 'internal') node.remove();
    }
  });
}

/** Sanitises HTML the platform sent (announcements, help, promotion terms, messages). */
export function sanitizePlatformHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { ...PLATFORM_HTML, RETURN_TRUSTED_TYPE: false });
}

/**
 * Server HTML (announcements, help articles), sanitised by DOMPurify before it reaches the page.
 * It reads in its own direction (`dir="auto"`): an operator's Vietnamese announcement on an
 * Arabic page stays left to right, its full stop at its end.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizePlatformHtml(html), [html]);
  return (
    <div
      dir="auto"
      className={className ? `safe-html ${className}` : 'safe-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
