import type { QueryClient } from '@tanstack/react-query';
import type { StoredMember } from '#src/platform/member-storage.ts';

/** Which parts of the frame a route shows (spec section 2, "Frame" column). */
export interface Frame {
  header: boolean;
  banner: boolean;
  footer: boolean;
  sideMenu: boolean;
}

/**
 * Asks for a member page's first data for the stored session's member (decision 016). `search`
 * is the page's query string (a section the address names, say).
 */
export type MemberPagePrefetch = (
  queryClient: QueryClient,
  member: StoredMember,
  search: URLSearchParams,
) => Promise<unknown>;

export interface RouteHandle {
  frame: Frame;
  /** Banner group of the path (spec section 2), e.g. `w_home`. */
  bannerGroup?: string;
  /**
   * A member page's first calls, asked for at boot beside the stored session's restore rather
   * than once the session is known (the page's largest paint is its data).
   */
  memberData?: MemberPagePrefetch;
}

export const FULL_FRAME: Frame = { header: true, banner: true, footer: true, sideMenu: true };
export const HEADER_ONLY: Frame = { header: true, banner: false, footer: false, sideMenu: false };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'frame' in value;
}

/** The deepest matched route's handle; a route without one shows the header only. */
export function routeHandleOf(matches: readonly { handle?: unknown }[]): RouteHandle {
  return (
    [...matches]
      .reverse()
      .map((match) => match.handle)
      .find(isRouteHandle) ?? { frame: HEADER_ONLY }
  );
}
