import { describe, expect, it } from 'vitest';
import type { SocialLink } from '#brands/brand.types.ts';
import { buildSideMenu, buildTopNav, CATEGORY_MESSAGE_IDS } from '#schemas/menu.builder.ts';
import { menuMessages } from './menu-messages.ts';

const SOCIAL_TYPES: SocialLink['type'][] = [
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  'YOUTUBE',
  'TIKTOK',
  'ZALO',
];

describe('menuMessages', () => {
  it('declares exactly the names the menu builder hands out, each under its own id', () => {
    const sideMenu = buildSideMenu({
      flags: new Set(['REFERRAL3', 'PTSYS3']),
      vendorGroups: [],
      loggedIn: true,
      social: SOCIAL_TYPES.map((type) => ({ type, url: 'https://example.com' })),
    });
    const handedOut = new Set([
      ...sideMenu.map((entry) => entry.messageId),
      ...buildTopNav([]).map((item) => item.messageId),
      ...Object.values(CATEGORY_MESSAGE_IDS),
    ]);
    expect(Object.keys(menuMessages).sort()).toEqual([...handedOut].sort());
    for (const [key, descriptor] of Object.entries(menuMessages)) expect(descriptor.id).toBe(key);
  });
});
