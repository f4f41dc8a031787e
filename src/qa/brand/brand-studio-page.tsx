/** The QA brand studio (issue 6): being built. */
export function BrandStudioPage() {
  return null;
}
