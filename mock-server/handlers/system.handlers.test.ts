// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import {
  WHITELABEL_FLAGS,
  type CountryCode,
  type PermissionConfig,
  type RegisterSettings,
  type SiteConfig,
  type SystemStatus,
  type WhitelabelNode,
} from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { MOCK_CDNS } from '#mock-server/paths.ts';
import { HOME_IP } from '#mock-server/scenarios/location.ts';
import { brandWithFlags } from '#mock-server/testing/brand.fixture.ts';
import { fetchValue } from '#mock-server/testing/fetch-json.ts';

const brand = brandWithFlags({ FREEPLAY3: false, CBS3: false, DIRECTREG3: true });
const mock = await setupMockServer({ brand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

/** Every node below the top level, with the modId of its parent. */
function leaves(tree: WhitelabelNode[]): { modId: string; enabled: string; parent: string }[] {
  return tree.flatMap((parent) =>
    parent.childrenNodes.map(({ modId, enabled }) => ({ modId, enabled, parent: parent.modId })),
  );
}

describe('GET /wps/system/permission', () => {
  it("reflects the brand's whitelabel flags as a tree of modules", async () => {
    const config = await fetchValue<PermissionConfig>(
      `${ENDPOINTS.getPermission.path}?url=fixture.example.com`,
    );
    const tree = config.info.whitelabel;
    const flags = leaves(tree);

    expect(tree.length).toBeGreaterThan(1);
    expect(tree.every((node) => node.enabled === '1' && node.childrenNodes.length > 0)).toBe(true);
    expect(tree.map((node) => node.modId)).not.toContain('FREEPLAY3');
    expect(flags.map((flag) => flag.modId).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    for (const flag of flags) {
      expect(flag.enabled).toBe(brand.platform.whitelabel[flag.modId as 'CBS3'] ? '1' : '0');
    }
    expect(flags.find((flag) => flag.modId === 'FREEPLAY3')).toMatchObject({
      enabled: '0',
      parent: 'LOGIN3',
    });
    expect(flags.find((flag) => flag.modId === 'DIRECTREG3')).toMatchObject({
      enabled: '1',
      parent: 'REGISTRATION3',
    });
  });

  it('carries the rules, resources, CDNs, languages, location and a usable public key', async () => {
    const config = await fetchValue<PermissionConfig>(
      `${ENDPOINTS.getPermission.path}?url=localhost`,
    );

    expect(config.info.registerRules).toEqual(brand.platform.registerRules);
    expect(config.info.resources).toEqual(brand.platform.resources);
    expect(config.info.customerService).toEqual(brand.platform.customerService);
    expect(config.info.languages).toEqual(brand.app.languages);
    expect(config.info.imageCDNs).toEqual([...MOCK_CDNS]);
    expect(config.info.launchGameCDNs).toEqual([...MOCK_CDNS]);
    expect(config.location).toEqual({ ip: HOME_IP, country: 'VN' });
    expect(config.maintenance).toBeNull();
    expect(config.regionRestriction).toBeNull();

    const spki = Uint8Array.from(atob(config.info.publicKey), (char) => char.charCodeAt(0));
    const key = await crypto.subtle.importKey(
      'spki',
      spki,
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });
});

describe('system calls', () => {
  it('GET /wps/system/status answers 0 in the normal scenario', async () => {
    const status = await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path);
    expect(status).toEqual({
      status: 0,
      maintenance: null,
      location: { ip: HOME_IP, country: 'VN' },
    });
  });

  it('GET /wps/system/whitelabel describes the merchant', async () => {
    const site = await fetchValue<SiteConfig>(ENDPOINTS.getSiteConfig.path);
    expect(site).toEqual({
      merchantCode: 'FIX01',
      siteName: 'Fixture Bet',
      defaultLanguage: 'vi',
      languages: ['vi', 'en'],
      currency: brand.app.currency,
    });
  });

  it('GET /wps/system/setting/register follows the registration flags', async () => {
    const settings = await fetchValue<RegisterSettings>(ENDPOINTS.getRegisterSettings.path);
    expect(settings).toEqual({
      rules: brand.platform.registerRules,
      mobileRegistration: true,
      usernameRegistration: true,
      smsVerification: false,
    });
  });

  it('GET /wps/system/domainRoute lists the current host first', async () => {
    const routes = await fetchValue<{ domainList: { domain: string; speed: number }[] }>(
      ENDPOINTS.getDomainRoutes.path,
    );
    expect(routes.domainList.map((route) => route.domain)).toEqual([
      'localhost',
      'fixture.example.com',
    ]);
    expect(routes.domainList.every((route) => route.speed > 0)).toBe(true);
  });
});

describe('GET /wps/system/location', () => {
  it("answers the visitor's country and its dial code", async () => {
    expect(await fetchValue<CountryCode>(ENDPOINTS.getCountryCode.path)).toEqual({
      ip: HOME_IP,
      country: 'VN',
      countryDialingCode: '+84',
    });
  });

  it('follows the scenario: a restricted visitor from Singapore gets +65', async () => {
    mock.useScenario('restricted');
    const location = await fetchValue<CountryCode>(ENDPOINTS.getCountryCode.path);
    expect(location).toMatchObject({ country: 'SG', countryDialingCode: '+65' });
  });
});
