import { HELP_CONTENT, HELP_LANGUAGES } from '#mock-server/content/help-content.ts';
import type { SeedEnv } from '#mock-server/seeds/seed-env.ts';

/** Stores the hand-written help articles with the brand's name and currency filled in. */
export async function seedHelp({ db, brand }: SeedEnv): Promise<void> {
  const fill = (text: string) =>
    text.replaceAll('{brand}', brand.app.name).replaceAll('{currency}', brand.app.currency.code);
  for (const lang of HELP_LANGUAGES) {
    for (const [categoryOrder, category] of HELP_CONTENT[lang].entries()) {
      for (const [order, article] of category.articles.entries()) {
        await db.helpArticles.create({
          id: article.id,
          title: fill(article.title),
          content: fill(article.html),
          lang,
          categoryId: category.id,
          categoryTitle: category.title,
          categoryOrder,
          order,
        });
      }
    }
  }
}
