import { useOptionalBrand } from '#src/shared/brand-context.tsx';
import './splash.css';

/**
 * The brand-coloured screen shown while the app starts: the brand's mark and wordmark (brand
 * data, the same in every language, so it can show before any messages are loaded) over a
 * spinner. `label` names it for assistive technology once a translated text is at hand.
 */
export function Splash({ label }: { label?: string }) {
  const logo = useOptionalBrand()?.app.theme.logo;
  return (
    <div className="splash" role="status" aria-busy="true" aria-label={label}>
      {logo && (
        <p className="splash__logo" aria-hidden="true">
          <span className="splash__mark">{logo.mark}</span>
          <span className="splash__wordmark">{logo.wordmark}</span>
        </p>
      )}
      <span className="splash__spinner" aria-hidden="true" />
    </div>
  );
}
