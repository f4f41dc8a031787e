import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { HelpCategory } from '#schemas/platform-api.ts';
import { HELP_LANGUAGES, type HelpLanguage } from '#mock-server/content/help-content.ts';
import { hostileHelp } from '#mock-server/content/hostile-content.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { resolve } from '#mock-server/route.ts';

/** Help centre: categories of articles in `lang` (vi or en; any other language gets en). */
export function helpHandlers(ctx: PlatformContext) {
  return [
    // `device` (WEB) is accepted; every device gets the same articles.
    resolve(ctx, ENDPOINTS.getHelpCenter, ({ request }) => {
      if (ctx.scenario().hostileContent) return ok(hostileHelp());
      const requested = new URL(request.url).searchParams.get('lang')?.toLowerCase() ?? '';
      const lang: HelpLanguage = HELP_LANGUAGES.find((code) => requested.startsWith(code)) ?? 'en';
      const articles = ctx.db.helpArticles.findMany((q) => q.where({ lang }), {
        orderBy: [{ categoryOrder: 'asc' }, { order: 'asc' }],
      });
      const categories = new Map<string, HelpCategory>();
      for (const article of articles) {
        const category = categories.get(article.categoryId) ?? {
          id: article.categoryId,
          title: article.categoryTitle,
          articles: [],
        };
        category.articles.push({ id: article.id, title: article.title, content: article.content });
        categories.set(article.categoryId, category);
      }
      return ok([...categories.values()]);
    }),
  ];
}
