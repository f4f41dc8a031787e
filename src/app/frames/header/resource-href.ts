import type { Resource, ResourceType } from '#schemas/platform-api.ts';
import { safeExternalHref } from '#src/platform/safe-link.ts';

/** The address of the first resource of `type`, if it is a safe external link. */
export function resourceHref(resources: readonly Resource[], type: ResourceType): string | null {
  return safeExternalHref(resources.find((resource) => resource.resourceType === type)?.url);
}
