import type { Brand } from '#brands/brand.types.ts';
import type { GameLanguage } from '#mock-server/games/catalogue.ts';

/** The header the launch sends its language in (spec section 7). */
export const LANGUAGE_HEADER = 'Language';

function known(code: string | null | undefined): GameLanguage | undefined {
  const lower = code?.trim().toLowerCase() ?? '';
  if (lower.startsWith('vi')) return 'vi';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/**
 * The language of names and demo pages: the first of the call's own (`language` field or
 * query), its `Language` header and the brand's default that is vi or en (the demo content
 * exists in those two); en when none is.
 */
export function languageOf(request: Request, brand: Brand, explicit?: string | null): GameLanguage {
  const query = new URL(request.url).searchParams.get('language');
  return (
    known(explicit) ??
    known(query) ??
    known(request.headers.get(LANGUAGE_HEADER)) ??
    brandLanguage(brand)
  );
}

/** The brand's default language as the demo content has it (vi or en). */
export function brandLanguage(brand: Brand): GameLanguage {
  return known(brand.app.defaultLanguage) ?? 'en';
}
