/**
 * `wanted` when the brand offers it, else the brand's default language: a language stored on
 * another brand (or an old one the brand has dropped) never reaches the interface or the
 * platform's `Language` header.
 */
export function offeredLanguage(
  wanted: string | null | undefined,
  brand: { defaultLanguage: string; languages: readonly string[] },
): string {
  return wanted && brand.languages.includes(wanted) ? wanted : brand.defaultLanguage;
}
