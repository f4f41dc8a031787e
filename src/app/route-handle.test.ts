import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FULL_FRAME, HEADER_ONLY, routeHandleOf } from './route-handle.ts';
import { routes } from './routes.tsx';

const handleAt = (path: string) =>
  routeHandleOf(matchRoutes(routes, path)?.map((match) => match.route) ?? []);

describe('routeHandleOf', () => {
  it("reads a path's frame and banner group from the routes table", () => {
    expect(handleAt('/')).toEqual({ frame: FULL_FRAME, bannerGroup: 'w_home' });
    expect(handleAt('/register')).toEqual({
      frame: { ...HEADER_ONLY, banner: true },
      bannerGroup: 'w_reg',
    });
    expect(handleAt('/rng').bannerGroup).toBe('w_rng');
  });

  it('shows the header only where no matched route sets a frame', () => {
    expect(routeHandleOf([{}, { handle: { title: 'other' } }])).toEqual({ frame: HEADER_ONLY });
    expect(routeHandleOf([])).toEqual({ frame: HEADER_ONLY });
  });
});
