import type { ThemeName } from '#brands/brand.types.ts';
import { isKnownLanguage } from '#schemas/languages.ts';
import { DRAFT_PREVIEW_PARAM } from '#src/platform/resolve-brand.ts';
import { isThemeName } from '#src/platform/theme.ts';
import { isJsonObject, type BrandJson } from './draft.ts';

/** The pages the preview can show. */
export const PREVIEW_PAGES = ['home', 'register'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

const PATHS: Record<PreviewPage, string> = { home: '/', register: '/register' };

/** What the preview shows: a page of the site with the draft, in a theme and a language. */
export interface PreviewView {
  page: PreviewPage;
  theme: ThemeName;
  language: string;
}

/** The address of the preview frame (boot reads `previewDraft`, `theme` and `lang`). */
export function previewUrl({ page, theme, language }: PreviewView): string {
  const query = new URLSearchParams({ [DRAFT_PREVIEW_PARAM]: '1', theme, lang: language });
  return `${PATHS[page]}?${query.toString()}`;
}

/** What the draft offers the preview's switches: its languages and its defaults. */
export function previewChoices(draft: BrandJson): {
  languages: string[];
  defaultLanguage: string;
  defaultTheme: ThemeName;
} {
  const app = isJsonObject(draft.app) ? draft.app : {};
  const languages = (Array.isArray(app.languages) ? app.languages : []).filter(
    (code): code is string => typeof code === 'string' && isKnownLanguage(code),
  );
  const fallback = languages[0] ?? 'vi';
  const defaultLanguage =
    typeof app.defaultLanguage === 'string' && languages.includes(app.defaultLanguage)
      ? app.defaultLanguage
      : fallback;
  const theme = isJsonObject(app.theme) ? app.theme.default : undefined;
  return { languages, defaultLanguage, defaultTheme: isThemeName(theme) ? theme : 'light' };
}
