// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSameE164 } from '#mock-server/phone.ts';

const same = (phoneNumber: string, mobileNum = '0987654321', dial = '+84') =>
  isSameE164(phoneNumber, dial, mobileNum);

describe('isSameE164 (a number a phone-auth provider verified against the form)', () => {
  it('matches the same phone, with or without the leading zero or the plus', () => {
    expect(same('+84987654321')).toBe(true);
    expect(same('+840987654321')).toBe(true);
    expect(same('84987654321')).toBe(true);
    expect(same('+84987654321', '987654321')).toBe(true);
    expect(same('+84987654321', '0987 654-321')).toBe(true);
  });

  it('refuses another number, another dial code, junk or an empty form', () => {
    expect(same('+84987654322')).toBe(false);
    expect(same('+65987654321')).toBe(false);
    expect(same('+84 987-654-321')).toBe(false);
    expect(same('sim-phone:+84987654321')).toBe(false);
    expect(same('+84', '')).toBe(false);
    expect(same('+84', 'none')).toBe(false);
  });
});
