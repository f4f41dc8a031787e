import type { LoginInput } from '#machines/login/context.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';

/** The login machine's input for this brand and these cookies. */
export function useLoginInput(type: LoginInput['type'], rememberMe: boolean): LoginInput {
  const brand = useBrand();
  const forceChangeExpired = useFlag('PWDEXPFORCECHANGE3');
  return { type, defaultPassword: brand.platform.defaultPassword, forceChangeExpired, rememberMe };
}
