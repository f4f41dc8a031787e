import { Link } from 'react-router';
import { useBrand } from '#src/shared/brand-context.tsx';

/** The brand's mark badge and wordmark, linking home. */
export function Logo() {
  const { logo } = useBrand().app.theme;
  return (
    <Link to="/" className="logo">
      <span className="logo__mark" aria-hidden="true">
        {logo.mark}
      </span>
      <span className="logo__wordmark">{logo.wordmark}</span>
    </Link>
  );
}
