import { describe, expect, it } from 'vitest';
import type { Game } from '#schemas/games-api.ts';
import { PagedGames, type GamePage } from './paged-games.ts';

const game = (index: number) => ({ nodeId: index, gameName: `Game ${index}` }) as Game;

/** A source of `total` games that records which pages were asked for, answering on demand. */
function source(total: number, pageSize = 10) {
  const asked: number[] = [];
  const pending = new Map<number, { resolve: (page: GamePage) => void; reject: () => void }>();
  const load = (pageNo: number) =>
    new Promise<GamePage>((resolve, reject) => {
      asked.push(pageNo);
      pending.set(pageNo, {
        resolve,
        reject: () => reject(new Error('down')),
      });
    });
  const answer = async (pageNo: number, withCount = true) => {
    const start = (pageNo - 1) * pageSize;
    pending.get(pageNo)?.resolve({
      games: Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) =>
        game(start + i),
      ),
      totalPages: Math.ceil(total / pageSize),
      totalCount: withCount ? total : undefined,
    });
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (pageNo: number) => {
    pending.get(pageNo)?.reject();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { load, asked, answer, fail };
}

describe('PagedGames', () => {
  it('knows the whole length from the first page and loads any page on demand', async () => {
    const s = source(95);
    const list = new PagedGames(s.load, 10);
    list.start();
    expect(list.getSnapshot()).toMatchObject({ status: 'loading', count: 0 });
    await s.answer(1);
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', count: 95, loadedPages: 1 });
    expect(list.gameAt(3)?.nodeId).toBe(3);
    expect(list.gameAt(94)).toBeUndefined();

    // A jump to the end asks for the last page only, not the ones between.
    list.want(88, 94);
    expect(s.asked).toEqual([1, 9, 10]);
    await s.answer(10);
    expect(list.gameAt(94)?.nodeId).toBe(94);
    expect(list.gameAt(50)).toBeUndefined();
  });

  it('asks for a page once, however often the screen shows it', async () => {
    const s = source(100);
    const list = new PagedGames(s.load, 10);
    list.start();
    await s.answer(1);
    list.want(20, 25);
    list.want(21, 26);
    await s.answer(3);
    list.want(20, 29);
    expect(s.asked).toEqual([1, 3]);
  });

  it('counts from the pages when the source gives no total', async () => {
    const s = source(25);
    const list = new PagedGames(s.load, 10);
    list.start();
    await s.answer(1, false);
    expect(list.getSnapshot().count).toBe(30);
    list.want(20, 29);
    await s.answer(3, false);
    expect(list.getSnapshot().count).toBe(25);
  });

  it('reports a failed first page, and loads it again on retry', async () => {
    const s = source(5);
    const list = new PagedGames(s.load, 10);
    list.start();
    await s.fail(1);
    expect(list.getSnapshot().status).toBe('error');
    list.retry();
    expect(list.getSnapshot().status).toBe('loading');
    await s.answer(1);
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', count: 5 });
  });

  it('keeps a failed later page empty until retry, without asking again on scroll', async () => {
    const s = source(50);
    const list = new PagedGames(s.load, 10);
    list.start();
    await s.answer(1);
    list.want(30, 35);
    await s.fail(4);
    expect(list.getSnapshot().pageFailed).toBe(true);
    list.want(30, 36);
    expect(s.asked).toEqual([1, 4]);
    list.retry();
    expect(s.asked).toEqual([1, 4, 4]);
    await s.answer(4);
    expect(list.getSnapshot().pageFailed).toBe(false);
    expect(list.gameAt(35)?.nodeId).toBe(35);
  });

  it('ignores answers that arrive after it stopped', async () => {
    const s = source(50);
    const list = new PagedGames(s.load, 10);
    let heard = 0;
    list.subscribe(() => (heard += 1));
    list.start();
    list.stop();
    await s.answer(1);
    expect(heard).toBe(0);
    expect(list.getSnapshot().status).toBe('loading');
  });
});
