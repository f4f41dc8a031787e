import type { HelpArticle, HelpCategory } from '#schemas/platform-api.ts';

/** One search hit: the article, its category and a short excerpt of its text. */
export interface HelpHit {
  article: HelpArticle;
  category: HelpCategory;
  excerpt: string;
}

/** Lower case without accents (Vietnamese "rút tiền" matches "rut tien"), spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of an article's HTML (tags dropped, entities of the common kind read). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT = 120;

/**
 * The articles whose title or text holds every word of `query` (accents and case ignored);
 * title matches first, then the categories' order.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpHit[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const hits: (HelpHit & { inTitle: boolean })[] = [];
  for (const category of categories) {
    for (const article of category.articles) {
      const text = plainText(article.content);
      const title = foldText(article.title);
      const haystack = `${title} ${foldText(text)}`;
      if (!words.every((word) => haystack.includes(word))) continue;
      const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;
      hits.push({
        article,
        category,
        excerpt,
        inTitle: words.every((word) => title.includes(word)),
      });
    }
  }
  return hits
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle))
    .map(({ article, category, excerpt }) => ({ article, category, excerpt }));
}
