import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry, MemberInfo } from '#schemas/platform-api.ts';
import { chatEntryFor, chatFrameSrc } from './chat-entry.ts';

const entries: CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', path: '/support/livechat', title: 'Live chat' },
  { csType: 'VIP', path: '/support/vip', title: 'VIP' },
  { csType: 'COMM100', path: 'https://chat.example.com', title: 'Comm100' },
];
const withRank = (rankLevel: number) =>
  ({ clubLabel: { labelName: '', color: '', color2: '', rankLevel } }) as MemberInfo;

describe('chatEntryFor', () => {
  it('serves rank levels above 4 with the VIP entry, the rest with live chat', () => {
    expect(chatEntryFor(withRank(5), entries)?.csType).toBe('VIP');
    expect(chatEntryFor(withRank(4), entries)?.csType).toBe('LIVECHAT');
    expect(chatEntryFor(null, entries)?.csType).toBe('LIVECHAT');
  });

  it('falls back to live chat without a VIP entry, and to nothing without either', () => {
    expect(chatEntryFor(withRank(6), entries.slice(0, 1))?.csType).toBe('LIVECHAT');
    expect(chatEntryFor(withRank(6), entries.slice(2))).toBeNull();
  });
});

describe('chatFrameSrc', () => {
  const origin = 'http://localhost:5173';
  it('allows in-app paths, https and the same origin', () => {
    expect(chatFrameSrc('/support/vip', origin)).toBe('/support/vip');
    expect(chatFrameSrc('https://chat.example.com/w?id=1', origin)).toBe(
      'https://chat.example.com/w?id=1',
    );
    expect(chatFrameSrc('http://localhost:5173/support', origin)).toBe(
      'http://localhost:5173/support',
    );
  });

  it('refuses plain http elsewhere, scripts, data and protocol-relative URLs', () => {
    for (const path of [
      'http://chat.example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example.com',
      '',
      null,
    ]) {
      expect(chatFrameSrc(path, origin)).toBeNull();
    }
  });
});
