import './splash.css';

/**
 * The brand-coloured screen shown while the app starts. It has no visible text because it
 * also renders before any messages are loaded; `label` names it for assistive technology
 * once a translated text is at hand.
 */
export function Splash({ label }: { label?: string }) {
  return (
    <div className="splash" role="status" aria-busy="true" aria-label={label}>
      <span className="splash__spinner" aria-hidden="true" />
    </div>
  );
}
