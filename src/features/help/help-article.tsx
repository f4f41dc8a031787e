import { useEffect, useRef } from 'react';
import type { HelpArticle as Article } from '#schemas/platform-api.ts';
import { SafeHtml } from '#src/ui/safe-html.tsx';

/** One article, folded under its title; the linked one starts open and takes focus. */
export function HelpArticle({ article, linked }: { article: Article; linked: boolean }) {
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    // Focus scrolls the article into view and puts keyboard users at its start.
    if (linked) summary.current?.focus();
  }, [linked]);

  return (
    <details className="help-article" id={`help-article-${article.id}`} open={linked || undefined}>
      <summary ref={summary} className="help-article__title">
        {article.title}
      </summary>
      <SafeHtml html={article.content} className="help-article__content" />
    </details>
  );
}
