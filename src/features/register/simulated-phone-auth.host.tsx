import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type {
  PhoneVerificationRequest,
  PhoneVerificationResult,
} from '#machines/registration/context.ts';
import { useBrand } from '#src/shared/brand-context.tsx';

// VITE_DEMO is the constant false in live builds, so the provider's chunk is dropped there:
// live builds have no phone-auth provider yet and register with the platform's SMS code.
const loadProvider = import.meta.env.VITE_DEMO ? () => import('./simulated-phone-auth.tsx') : null;
const SimulatedPhoneAuth =
  loadProvider && lazy(() => loadProvider().then((m) => ({ default: m.SimulatedPhoneAuth })));

/** A failure as a phone-auth provider reports it: `code` (spec section 8) names it. */
export function phoneAuthError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Phone verification failed: ${code}`), { code });
}

export interface PhoneAuthProvider {
  /** The brand's `externalPhoneAuth` switch, honoured in demo builds only. */
  enabled: boolean;
  /** The registration machine's `verifyPhone` actor: opens the provider, settles with it. */
  verifyPhone: (phone: PhoneVerificationRequest) => Promise<PhoneVerificationResult>;
  /** The provider's window while a verification runs (null otherwise): render it in the form. */
  dialog: ReactNode;
}

interface Pending {
  phone: PhoneVerificationRequest;
  resolve: (result: PhoneVerificationResult) => void;
  reject: (error: Error) => void;
}

/**
 * The external phone verification of the registration form (spec sections 4 and 8): in demo
 * builds, for a brand whose `app.features.externalPhoneAuth` is on, a simulated provider; in
 * live builds and for other brands, none (`enabled` false, `verifyPhone` refuses).
 */
export function usePhoneAuthProvider(): PhoneAuthProvider {
  const brand = useBrand();
  const enabled = loadProvider !== null && (brand.app.features.externalPhoneAuth ?? false);
  const [pending, setPending] = useState<Pending | null>(null);

  const verifyPhone = useCallback(
    async (phone: PhoneVerificationRequest): Promise<PhoneVerificationResult> => {
      if (!loadProvider || !enabled) throw phoneAuthError('auth/operation-not-allowed');
      // Loaded here, so a chunk that fails to load is a refusal rather than a broken page.
      await loadProvider().catch(() => {
        throw phoneAuthError('auth/internal-error');
      });
      // The machine verifies one phone at a time, so there is never an earlier one to settle.
      return new Promise((resolve, reject) => setPending({ phone, resolve, reject }));
    },
    [enabled],
  );

  const dialog = pending && SimulatedPhoneAuth && (
    <Suspense fallback={null}>
      <SimulatedPhoneAuth
        phone={pending.phone}
        onVerified={(result) => {
          setPending(null);
          pending.resolve(result);
        }}
        onFailed={(code) => {
          setPending(null);
          pending.reject(phoneAuthError(code));
        }}
      />
    </Suspense>
  );
  return { enabled, verifyPhone, dialog };
}
