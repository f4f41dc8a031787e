import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ThemeName } from '#brands/brand.types.ts';
import { LANGUAGES, isKnownLanguage } from '#schemas/languages.ts';
import { DRAFT_PREVIEW_FRAME } from '#src/platform/resolve-brand.ts';
import { isThemeName } from '#src/platform/theme.ts';
import type { BrandJson } from './draft.ts';
import { PREVIEW_PAGES, previewChoices, previewUrl, type PreviewPage } from './preview-url.ts';

const messages = defineMessages({
  heading: { id: 'qa.brand.preview.heading', defaultMessage: 'Preview' },
  theme: { id: 'qa.brand.preview.theme', defaultMessage: 'Theme' },
  light: { id: 'qa.brand.preview.light', defaultMessage: 'Light' },
  dark: { id: 'qa.brand.preview.dark', defaultMessage: 'Dark' },
  language: { id: 'qa.brand.preview.language', defaultMessage: 'Language' },
  page: { id: 'qa.brand.preview.page', defaultMessage: 'Page' },
  home: { id: 'qa.brand.preview.home', defaultMessage: 'Home' },
  register: { id: 'qa.brand.preview.register', defaultMessage: 'Registration' },
  frameTitle: {
    id: 'qa.brand.preview.frameTitle',
    defaultMessage: 'Preview of the site with the draft brand',
  },
  stale: {
    id: 'qa.brand.preview.stale',
    defaultMessage: 'The preview shows the last version of the draft without problems.',
  },
});

const THEMES: readonly ThemeName[] = ['light', 'dark'];

interface Props {
  /** The newest draft without problems, as stored for the frame. */
  draft: BrandJson;
  /** Bumped each time that draft is stored anew: the frame loads again. */
  revision: number;
  /** The draft being edited has problems: the preview shows the last version without. */
  stale: boolean;
}

/**
 * The site with the draft brand, in a frame, in the theme, language and page chosen here. The
 * language list is the draft's own; a language the draft stops offering falls back to its
 * default.
 */
export function BrandPreview({ draft, revision, stale }: Props) {
  const intl = useIntl();
  const id = useId();
  const { languages, defaultLanguage, defaultTheme } = previewChoices(draft);
  const [theme, setTheme] = useState<ThemeName | null>(null);
  const [chosenLanguage, setLanguage] = useState<string | null>(null);
  const [page, setPage] = useState<PreviewPage>('home');
  const language =
    chosenLanguage && languages.includes(chosenLanguage) ? chosenLanguage : defaultLanguage;
  const view = { page, theme: theme ?? defaultTheme, language };

  return (
    <section className="brand-preview" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage {...messages.heading} />
      </h2>
      <div className="brand-preview__controls">
        <label>
          <FormattedMessage {...messages.theme} />
          <select
            value={view.theme}
            data-testid="brand-studio-theme"
            onChange={(event) => isThemeName(event.target.value) && setTheme(event.target.value)}
          >
            {THEMES.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage(messages[name])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage {...messages.language} />
          <select
            value={language}
            data-testid="brand-studio-language"
            onChange={(event) => setLanguage(event.target.value)}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {isKnownLanguage(code) ? LANGUAGES[code].nativeName : code}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage {...messages.page} />
          <select
            value={page}
            data-testid="brand-studio-page"
            onChange={(event) => setPage(event.target.value as PreviewPage)}
          >
            {PREVIEW_PAGES.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage(messages[name])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {stale && (
        <p className="brand-preview__stale" role="status">
          <FormattedMessage {...messages.stale} />
        </p>
      )}
      {/* A new key loads the frame again when the stored draft changed under the same URL. */}
      <iframe
        key={revision}
        className="brand-preview__frame"
        name={DRAFT_PREVIEW_FRAME}
        title={intl.formatMessage(messages.frameTitle)}
        src={previewUrl(view)}
        data-testid="brand-studio-preview"
      />
    </section>
  );
}
