// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { MemberProfileView } from '#schemas/account-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const update = (token: string, body: object) =>
  fetchJson<MemberProfileView>(
    ENDPOINTS.updateProfile.path,
    jsonPost(body, { token, Language: 'en' }),
  );

describe('profile', () => {
  it('shows the nickname, labels, masked contacts and an avatar', async () => {
    const token = await mock.platform.issueSession('twofa01');
    const profile = await fetchValue<MemberProfileView>(ENDPOINTS.getProfile.path, {
      headers: { token },
    });
    expect(profile).toMatchObject({
      account: 'twofa01',
      nickname: 'Hai',
      realName: 'Le Van Hai',
      email: 'tw***@example.com',
      mobile: '+84 096****111',
      memberLabel: [{ labelName: 'Two-step' }],
    });
    expect(profile.avatarUrl).toMatch(/^data:image\/svg\+xml/);
    expect(profile.clubLabel?.rankLevel).toBe(2);
  });

  it('sets the real name once, without diacritics', async () => {
    const token = await mock.platform.issueSession('fresh01');
    expect((await update(token, { realName: 'Nguyễn An' })).body.message).toBe(
      'Real name format is incorrect',
    );
    const set = await update(token, { realName: 'Nguyen  An' });
    expect(set.body.value?.realName).toBe('Nguyen An');
    expect((await update(token, { realName: 'Other Name' })).body.message).toBe(
      'The real name is already set and cannot be changed',
    );
  });

  it('checks the nickname, the birthday (18 at the edge) and contacts by the brand rules', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await update(token, { nickname: 'A' })).status).toBe(400);
    expect((await update(token, { birthday: '2008-11-27' })).body.message).toBe(
      'You must be at least 18 years old',
    );
    expect((await update(token, { birthday: '2008-11-26' })).body.value?.birthday).toBe(
      '2008-11-26',
    );
    const rules = testBrand.platform.registerRules as Record<string, { enabled?: boolean }>;
    const shown = Object.keys(
      (await update(token, { nickname: 'Anh' })).body.value?.contacts ?? {},
    );
    expect(shown).toEqual(
      ['line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'qqNum'].filter(
        (field) => rules[field]?.enabled,
      ),
    );
    const field = shown[0];
    if (field) {
      const bad = await update(token, { contacts: { [field]: 'x' } });
      expect(bad.status).toBe(400);
    }
  });
});
