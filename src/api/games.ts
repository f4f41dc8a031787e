import type { GameMenuEntry, VendorGroup } from '#schemas/platform-api.ts';
import { request } from './client.ts';

export const getVendorGroups = () =>
  request<VendorGroup[]>('/wps/relay/GCSGAME_newGameVendor', {
    query: { platform: 'html5-desktop' },
  });

export const getGameMenus = () => request<GameMenuEntry[]>('/lgw/games/game_menus');
