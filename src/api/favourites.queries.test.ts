import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { configureClient } from './client.ts';
import {
  favouriteIdsQuery,
  favouriteListQuery,
  favouriteToggleMutation,
} from './favourites.queries.ts';
import { getGameList } from './games.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const mock = await setupMockServer({ brand });

beforeAll(() => mock.listen());
afterEach(async () => {
  configureClient({ getToken: () => null });
  await mock.reset();
});
afterAll(() => mock.close());

const PAGE = { language: 'en', pageNo: 1, pageSize: 12 };

describe('favouriteToggleMutation', () => {
  it('shows the answered id list at once, counts the change and invalidates every list', async () => {
    const token = await mock.platform.issueSession('demo01');
    configureClient({ getToken: () => token });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [game] = (await getGameList({ gameType: 'FISH', pageNo: 1, pageSize: 1 }, 'en')).games;
    if (!game) throw new Error('no fishing game');

    const before = await queryClient.fetchQuery(favouriteIdsQuery('demo01'));
    expect(before.ids.has(game.nodeId)).toBe(false);
    await queryClient.fetchQuery(favouriteListQuery('demo01', PAGE));
    const listKey = favouriteListQuery('demo01', PAGE).queryKey;
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);

    const toggle = new MutationObserver(
      queryClient,
      favouriteToggleMutation(queryClient, 'demo01'),
    );
    const request = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    await toggle.mutate({ request, remove: false });

    const after = queryClient.getQueryData(favouriteIdsQuery('demo01').queryKey);
    expect(after?.ids.has(game.nodeId)).toBe(true);
    expect(after?.revision).toBe(1);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);

    // A reload of the id list keeps the count of changes.
    await queryClient.refetchQueries({ queryKey: favouriteIdsQuery('demo01').queryKey });
    expect(queryClient.getQueryData(favouriteIdsQuery('demo01').queryKey)?.revision).toBe(1);
  });
});
