import type { Brand } from '#brands/brand.types.ts';
import type { LoginInput } from '#machines/login/context.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';

/** The login machine's input for this brand and these cookies. */
export function useLoginInput(type: LoginInput['type'], rememberMe: boolean): LoginInput {
  const brand = useBrand();
  const forceChangeExpired = useFlag('PWDEXPFORCECHANGE3');
  // Live builds ship a brand's `app` part only (scripts/vite-brand-registry.ts): the default
  // password is the platform's and stays out of the page, so only the demo knows it.
  const platform = brand.platform as Brand['platform'] | undefined;
  const defaultPassword = platform?.defaultPassword ?? '';
  return { type, defaultPassword, forceChangeExpired, rememberMe };
}
