import { useOptionalBrand } from '#src/shared/brand-context.tsx';
import { SplashView } from './splash-view.tsx';
import './splash.css';

/**
 * The brand-coloured screen shown while the app starts: the brand's mark and wordmark (brand
 * data, the same in every language, so it can show before any messages are loaded) over a
 * spinner. `label` names it for assistive technology once a translated text is at hand.
 */
export function Splash({ label }: { label?: string }) {
  return <SplashView logo={useOptionalBrand()?.app.theme.logo} label={label} />;
}
