// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkBirthday,
  checkContact,
  isEmail,
  isNickname,
  isRealName,
  readCardNumber,
} from './account-rules.ts';

const NOW = Date.UTC(2026, 10, 26);

describe('account rules', () => {
  it('accepts a real name without diacritics, with spaces; refuses diacritics and digits', () => {
    expect(isRealName('Nguyen Van An')).toBe(true);
    expect(isRealName('  Tran   Thi  Binh ')).toBe(true);
    expect(isRealName('Nguyễn Văn An')).toBe(false);
    expect(isRealName('Agent 007')).toBe(false);
    expect(isRealName('A')).toBe(false);
  });

  it('checks a birthday at both edges of 18 years', () => {
    expect(checkBirthday('2008-11-26', NOW)).toBe('ok');
    expect(checkBirthday('2008-11-27', NOW)).toBe('tooYoung');
    expect(checkBirthday('2001-02-30', NOW)).toBe('format');
    expect(checkBirthday('26-11-2000', NOW)).toBe('format');
  });

  it('checks a contact against its rule', () => {
    const rule = {
      enabled: true,
      required: false,
      patternId: 6,
      pattern: /^(?:[0-9]+)$/u,
      minLength: 9,
      maxLength: 11,
    };
    expect(checkContact(rule, '0912345678')).toBe('ok');
    expect(checkContact(rule, '')).toBe('ok');
    expect(checkContact(rule, '12345678')).toBe('length');
    expect(checkContact(rule, '09123abc78')).toBe('format');
  });

  it('reads card numbers, nicknames and e-mails', () => {
    expect(readCardNumber('9704 0000 1234 5678')).toBe('9704000012345678');
    expect(readCardNumber('1234')).toBeNull();
    expect(isNickname('An')).toBe(true);
    expect(isNickname(' A ')).toBe(false);
    expect(isEmail('an@example.vn')).toBe(true);
    expect(isEmail('an@example')).toBe(false);
  });
});
