// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPhoneAuthToken } from '#mock-server/register.ts';

const phone = { countryDialingCode: '+84', mobileNum: '0987654321' };

describe('isPhoneAuthToken (the simulated external phone authentication)', () => {
  it("accepts the provider's token of the same phone, with or without the leading zero", () => {
    expect(isPhoneAuthToken('sim-phone:+84987654321', phone)).toBe(true);
    expect(isPhoneAuthToken('sim-phone:+840987654321', phone)).toBe(true);
    expect(isPhoneAuthToken('sim-phone:84987654321', phone)).toBe(true);
  });

  it('refuses another phone, another dial code, another scheme or junk', () => {
    expect(isPhoneAuthToken('sim-phone:+84987654322', phone)).toBe(false);
    expect(isPhoneAuthToken('sim-phone:+65987654321', phone)).toBe(false);
    expect(isPhoneAuthToken('firebase:+84987654321', phone)).toBe(false);
    expect(isPhoneAuthToken('sim-phone:+84 987-654-321', phone)).toBe(false);
    expect(isPhoneAuthToken('sim-phone:', { ...phone, mobileNum: '' })).toBe(false);
  });
});
