import { createContext, useContext, type ReactNode } from 'react';
import type { Brand } from '#brands/brand.types.ts';
import type { BrandResolution } from '#src/platform/resolve-brand.ts';

const BrandContext = createContext<BrandResolution | null>(null);

export function BrandProvider({
  value,
  children,
}: {
  value: BrandResolution;
  children: ReactNode;
}) {
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The brand this page runs as (resolved once at boot). */
export function useBrand(): Brand {
  return useBrandResolution().brand;
}

/** The brand, or null outside a `BrandProvider` (screens that may show before one exists). */
export function useOptionalBrand(): Brand | null {
  return useContext(BrandContext)?.brand ?? null;
}

export function useBrandResolution(): BrandResolution {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand must be used inside <BrandProvider>');
  return value;
}
