import type { Brand } from '#brands/brand.types.ts';

type Logo = Brand['app']['theme']['logo'];

/**
 * The splash of a given logo: the app's (`Splash`), and the prerendered pages' (rendered at build
 * time without providers, and without importing a stylesheet: its rules come with the app's).
 */
export function SplashView({
  logo,
  label,
  className,
}: {
  logo: Logo | undefined;
  label?: string;
  className?: string;
}) {
  return (
    <div
      className={className ? `splash ${className}` : 'splash'}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
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
