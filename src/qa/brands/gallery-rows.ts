import type { Brand } from '#brands/brand.types.ts';

/** The rows of the gallery's table: what a copy of a brand most often changes. */
export const GALLERY_ROWS = [
  'name',
  'merchantCode',
  'domains',
  'languages',
  'currency',
  'theme',
  'loginWall',
  'registration',
  'flags',
  'categories',
] as const;
export type GalleryRow = (typeof GALLERY_ROWS)[number];

/** Whitelabel flags that choose how visitors register. */
const REGISTRATION_FLAGS = new Set([
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'DIRECTREG3',
]);

const on = (brand: Brand) =>
  Object.entries(brand.platform.whitelabel).flatMap(([flag, enabled]) => (enabled ? [flag] : []));

/** One brand's cell of `row`, as data (codes, ids): the same words in every language. */
export function galleryCell(brand: Brand, row: GalleryRow): string {
  const { app } = brand;
  switch (row) {
    case 'name':
      return `${app.name} (${app.theme.logo.mark})`;
    case 'merchantCode':
      return app.merchantCode;
    case 'domains':
      return app.domains.join(', ');
    case 'languages':
      // The default first.
      return [app.defaultLanguage, ...app.languages.filter((l) => l !== app.defaultLanguage)].join(
        ', ',
      );
    case 'currency':
      return `${app.currency.code} (${app.currency.symbol})`;
    case 'theme':
      return app.theme.default;
    case 'loginWall':
      return app.features.loginedToHomePage ? 'loginedToHomePage' : '-';
    case 'registration':
      return (
        on(brand)
          .filter((flag) => REGISTRATION_FLAGS.has(flag))
          .join(', ') || '-'
      );
    case 'flags':
      return (
        on(brand)
          .filter((flag) => !REGISTRATION_FLAGS.has(flag))
          .join(', ') || '-'
      );
    case 'categories':
      return Object.keys(brand.platform.categories).join(', ') || '-';
  }
}

/** Whether `row` differs between some of `brands` (the table marks those rows). */
export function rowDiffers(brands: readonly Brand[], row: GalleryRow): boolean {
  return new Set(brands.map((brand) => galleryCell(brand, row))).size > 1;
}
