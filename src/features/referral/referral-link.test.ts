import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link.ts';

describe('referralLink', () => {
  it('puts the registration path with the code on this origin', () => {
    expect(referralLink('https://play.example.com', '/register?referralCode=RF0A1B')).toBe(
      'https://play.example.com/register?referralCode=RF0A1B',
    );
  });

  it('never points to another site', () => {
    expect(referralLink('https://play.example.com', '//evil.example/x')).toBe(
      'https://play.example.com/register',
    );
    expect(referralLink('https://play.example.com', 'https://evil.example/x')).toBe(
      'https://play.example.com/register',
    );
  });
});
