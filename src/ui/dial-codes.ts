/**
 * Dial codes the SMS forms offer, by region (ISO 3166-1 alpha-2), the brands' markets first.
 * Region names come from `Intl.DisplayNames` in the interface language.
 */
export const DIAL_CODES: readonly { region: string; code: string }[] = [
  { region: 'VN', code: '+84' },
  { region: 'TH', code: '+66' },
  { region: 'PH', code: '+63' },
  { region: 'SG', code: '+65' },
  { region: 'MY', code: '+60' },
  { region: 'ID', code: '+62' },
  { region: 'KH', code: '+855' },
  { region: 'MM', code: '+95' },
  { region: 'IN', code: '+91' },
  { region: 'CN', code: '+86' },
  { region: 'JP', code: '+81' },
  { region: 'KR', code: '+82' },
  { region: 'BR', code: '+55' },
  { region: 'GB', code: '+44' },
  { region: 'US', code: '+1' },
];

/** The product's home market: the dial code when the visitor's country is unknown. */
export const FALLBACK_DIAL_CODE = '+84';

/** The options of the select: the list above, plus `current` when the platform sent another. */
export function dialCodeOptions(
  current: string,
): readonly { region: string | null; code: string }[] {
  return DIAL_CODES.some((entry) => entry.code === current) || current === ''
    ? DIAL_CODES
    : [{ region: null, code: current }, ...DIAL_CODES];
}
