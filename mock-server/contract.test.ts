// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '#schemas/endpoints/index.ts';
import { isApiPath } from '#mock-server/paths.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { endpointOf } from '#mock-server/route.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const platform = await createPlatform({ brand: testBrand });

describe('the simulated platform against the endpoint contract', () => {
  const resolved = platform.handlers.map(endpointOf);

  it.each(
    ALL_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )('%s has exactly one resolver', (_name, endpoint) => {
    expect(resolved.filter((declared) => declared === endpoint)).toHaveLength(1);
  });

  it('registers every resolver against a declaration of the registry', () => {
    for (const endpoint of resolved) {
      if (endpoint) expect(ALL_ENDPOINTS).toContain(endpoint);
    }
  });

  it('answers no platform path outside the contract', () => {
    const loose = platform.handlers.filter((handler, index) => {
      const { path } = handler.info;
      return !resolved[index] && typeof path === 'string' && isApiPath(path.replace(/^\*/, ''));
    });
    expect(loose.map((handler) => handler.info.header)).toEqual([]);
  });
});
