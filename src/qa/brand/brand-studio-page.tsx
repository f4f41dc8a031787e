import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useMessagePart } from '#src/shared/intl.tsx';
import { BrandStudio } from './brand-studio.tsx';
import './brand-studio.css';

const messages = defineMessages({
  heading: { id: 'qa.brand.heading', defaultMessage: 'Brand studio' },
  // A core message: the studio's own part is what is loading.
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
});

/**
 * /qa/brand (demo builds only, issue 6): make a new brand file from a shipped one with a form
 * generated from the brand schema and the raw JSON side by side, see every problem
 * `npm run brand:check` would report at its field, preview the site with the draft, and
 * download the file for brands/.
 */
export function BrandStudioPage() {
  const ready = useMessagePart('qa');
  if (!ready) {
    return (
      <p className="brand-studio__loading" role="status">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  }
  return (
    <section
      className="brand-studio"
      data-testid="brand-studio"
      aria-labelledby="brand-studio-heading"
    >
      <h1 id="brand-studio-heading">
        <FormattedMessage {...messages.heading} />
      </h1>
      <p className="brand-studio__intro">
        <FormattedMessage
          id="qa.brand.intro"
          defaultMessage={
            'Start from a shipped brand, edit the file in the form or as JSON, watch the preview, then download it into <code>brands/</code>, where <code>npm run brand:check</code> accepts it.'
          }
          values={{ code: (chunks: ReactNode[]) => <code>{chunks}</code> }}
        />
      </p>
      <BrandStudio />
    </section>
  );
}
