import { afterEach, describe, expect, it } from 'vitest';
import { launchFailure } from '#machines/game-launch/context.ts';
import {
  clearGameUrl,
  playableLaunch,
  readGameUrl,
  resolveGameUrl,
  saveGameUrl,
} from './game-url.ts';

const CDNS = ['/mock-cdn/a', '/mock-cdn/b'];
const ORIGIN = window.location.origin;

afterEach(() => window.sessionStorage.clear());

describe('the launched game address', () => {
  it('puts a path the platform answered on a launch CDN chosen at random', () => {
    const seen = new Set(
      Array.from(
        { length: 60 },
        () =>
          resolveGameUrl('/mock-cdn/games/slot.html?ticket=T1', CDNS, ORIGIN)?.split('/games/')[0],
      ),
    );
    expect(seen).toEqual(new Set(['/mock-cdn/a/mock-cdn', '/mock-cdn/b/mock-cdn']));
  });

  it('keeps a path on this origin when no launch CDN is configured', () => {
    expect(resolveGameUrl('/mock-cdn/games/slot.html?ticket=T1', [], ORIGIN)).toBe(
      '/mock-cdn/games/slot.html?ticket=T1',
    );
  });

  it('refuses addresses outside this origin and the launch CDNs', () => {
    expect(resolveGameUrl('https://evil.example/game', CDNS, ORIGIN)).toBeNull();
    expect(resolveGameUrl('javascript:alert(1)', CDNS, ORIGIN)).toBeNull();
    expect(
      resolveGameUrl('https://games.example/play?t=1', ['https://games.example'], ORIGIN),
    ).toBe('https://games.example/play?t=1');
  });

  it('opens a launch answer on a launch CDN, and refuses one the frame may not show', () => {
    expect(
      playableLaunch({ game_url: '/mock-cdn/games/slot.html?ticket=T1' }, CDNS, ORIGIN),
    ).toEqual({
      game_url: expect.stringMatching(/^\/mock-cdn\/[ab]\/mock-cdn\/games\/slot\.html\?ticket=T1$/),
    });
    expect(playableLaunch({ game_url: '', game_url2: '/g2' }, [], ORIGIN)).toEqual({
      game_url: '/g2',
    });
    // No address at all is passed on: the machine answers that with the system error.
    expect(playableLaunch({ game_url: ' ' }, CDNS, ORIGIN)).toEqual({ game_url: ' ' });

    let refused: unknown = null;
    try {
      playableLaunch({ game_url: 'https://evil.example/game?ticket=T1' }, CDNS, ORIGIN);
    } catch (error) {
      refused = error;
    }
    expect(launchFailure(refused)).toMatchObject({
      serverMessage: null,
      messageId: 'games.launch.refused',
    });
  });

  it('is kept in session storage (iframeUrl) for a reload, checked again when read', () => {
    expect(saveGameUrl('/mock-cdn/games/slot.html?ticket=T1', [])).toBe(true);
    expect(window.sessionStorage.getItem('iframeUrl')).toBe('/mock-cdn/games/slot.html?ticket=T1');
    expect(readGameUrl([])).toBe('/mock-cdn/games/slot.html?ticket=T1');

    window.sessionStorage.setItem('iframeUrl', 'https://evil.example/');
    expect(readGameUrl([])).toBeNull();

    expect(saveGameUrl('javascript:alert(1)', [])).toBe(false);
    expect(window.sessionStorage.getItem('iframeUrl')).toBeNull();

    saveGameUrl('/game-page', []);
    clearGameUrl();
    expect(readGameUrl([])).toBeNull();
  });
});
