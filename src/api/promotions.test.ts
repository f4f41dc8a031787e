import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { brands } from '#brands/index.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { NEW_PLAYER_PROMOTION_CATEGORY } from '#schemas/platform-api.ts';
import { configureClient } from './client.ts';
import { getPromotions } from './promotions.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const mock = await setupMockServer({ brand });

let sent: Request[] = [];
beforeAll(() => {
  mock.listen();
  mock.server.events.on('request:start', ({ request }) => {
    sent.push(request.clone());
  });
});
afterEach(async () => {
  sent = [];
  configureClient({ getLanguage: () => 'vi', getToken: () => null });
  await mock.reset();
});
afterAll(() => mock.close());

describe('getPromotions', () => {
  it('asks for one category without a token and reads the list', async () => {
    configureClient({ getLanguage: () => 'en', getToken: () => 'some-token' });
    const promotions = await getPromotions(NEW_PLAYER_PROMOTION_CATEGORY);
    expect(promotions.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 101, title: '100% first-deposit bonus' },
      { id: 102, title: '50 free spins to start' },
    ]);
    const request = sent.at(-1);
    const url = new URL(request?.url ?? '');
    expect(request?.method).toBe('GET');
    expect(url.pathname).toBe(ENDPOINTS.getPromotions.path);
    expect(url.searchParams.get('category')).toBe('new_player');
    expect(request?.headers.get('Language')).toBe('en');
    expect(request?.headers.get('token')).toBeNull();
  });

  it('gets the titles in the interface language', async () => {
    configureClient({ getLanguage: () => 'vi' });
    const [first] = await getPromotions(NEW_PLAYER_PROMOTION_CATEGORY);
    expect(first?.title).toBe('Thưởng 100% lần nạp đầu');
  });
});
