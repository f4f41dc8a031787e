import { ownValue } from '#schemas/own-value.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { brands, DEFAULT_BRAND_ID } from '#brands/index.ts';
import { BrandProvider } from '#src/shared/brand-context.tsx';
import { IntlLoader, useMessagePart } from '#src/shared/intl.tsx';
import { PreferencesProvider } from '#src/shared/preferences.tsx';
import { Splash } from '#src/app/status/splash.tsx';
import { StatusScreen } from '#src/app/status/status-screen.tsx';
import type { DraftPreview } from './draft-preview.ts';
import '#src/app/styles/global.css';
import './brand-studio.css';

/** Why the stored draft cannot be previewed. */
export type DraftPreviewFailure = Extract<DraftPreview, { ok: false }>;

const messages = defineMessages<{
  heading: NoMessageValues;
  missing: NoMessageValues;
  unknownBase: { id: string };
  invalid: { count: number };
  openStudio: NoMessageValues;
}>({
  heading: {
    id: 'qa.brand.previewProblem.heading',
    defaultMessage: 'The draft brand cannot be previewed',
  },
  missing: {
    id: 'qa.brand.previewProblem.missing',
    defaultMessage: 'No draft has been saved in this browser yet. Make one in the brand studio.',
  },
  unknownBase: {
    id: 'qa.brand.previewProblem.unknownBase',
    defaultMessage: 'The draft started from the brand {id}, which this build does not ship.',
  },
  invalid: {
    id: 'qa.brand.previewProblem.invalid',
    defaultMessage: 'The saved draft has {count, plural, one {# problem} other {# problems}}:',
  },
  openStudio: { id: 'qa.brand.previewProblem.openStudio', defaultMessage: 'Open the brand studio' },
});

/** What the preview shows instead of the site when the stored draft cannot run. */
export function DraftPreviewProblem({ failure }: { failure: DraftPreviewFailure }) {
  const ready = useMessagePart('qa');
  if (!ready) return <Splash />;
  return (
    <StatusScreen testId="brand-studio-preview-problem">
      <h1>
        <FormattedMessage {...messages.heading} />
      </h1>
      {failure.reason === 'missing' && (
        <p>
          <FormattedMessage {...messages.missing} />
        </p>
      )}
      {failure.reason === 'unknownBase' && (
        <p>
          <FormattedMessage {...messages.unknownBase} values={{ id: failure.baseId }} />
        </p>
      )}
      {failure.reason === 'invalid' && (
        <>
          <p>
            <FormattedMessage {...messages.invalid} values={{ count: failure.problems.length }} />
          </p>
          <ul className="brand-problems__list">
            {failure.problems.map(({ path, text }) => (
              <li key={`${path} ${text}`}>
                <code>{path}</code> {text}
              </li>
            ))}
          </ul>
        </>
      )}
      {/* _top: inside the studio's frame the studio is already open; elsewhere it opens it. */}
      <a className="status-screen__button" href="/qa/brand" target="_top">
        <FormattedMessage {...messages.openStudio} />
      </a>
    </StatusScreen>
  );
}

/**
 * Renders the problem screen in place of the app, with the brand the draft started from (or
 * the default one) for its colours and languages.
 */
export function renderDraftPreviewProblem(root: HTMLElement, failure: DraftPreviewFailure): void {
  const base =
    (failure.reason !== 'missing' ? ownValue(brands, failure.baseId) : undefined) ??
    brands[DEFAULT_BRAND_ID]!;
  createRoot(root).render(
    <StrictMode>
      <BrandProvider value={{ brand: base, source: 'draft' }}>
        <PreferencesProvider>
          <IntlLoader fallback={<Splash />}>
            <DraftPreviewProblem failure={failure} />
          </IntlLoader>
        </PreferencesProvider>
      </BrandProvider>
    </StrictMode>,
  );
}
