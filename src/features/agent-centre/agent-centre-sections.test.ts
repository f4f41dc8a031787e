import { describe, expect, it } from 'vitest';
import { sectionOf, visibleSections } from './agent-centre-sections.ts';
import { readTiers } from './offer-form.tsx';
import { toMinorAmount } from './sections/downline-transfer.tsx';

describe('agent centre sections', () => {
  it('shows a contract page only when its consolidated flag is on', () => {
    const flags = {
      divtypereq: false,
      dailysalreqtype: true,
      contracthoursalreq: false,
      realtimesalreqtype: true,
    };
    expect(visibleSections(flags).slice(8)).toEqual(['dailySalary', 'realtimeSalary']);
    expect(visibleSections(undefined)).toHaveLength(8);
  });

  it('opens the first page for an unknown or hidden section', () => {
    expect(sectionOf('hourlySalary', ['announcement', 'team'])).toBe('announcement');
    expect(sectionOf('team', ['announcement', 'team'])).toBe('team');
  });
});

describe('amounts and tiers as typed', () => {
  it('reads an amount in the currency as minor units', () => {
    expect(toMinorAmount('12.5')).toBe(1250);
    expect(toMinorAmount('12,05')).toBe(1205);
    expect(toMinorAmount('0')).toBeNull();
    expect(toMinorAmount('1.234')).toBeNull();
    expect(toMinorAmount('abc')).toBeNull();
  });

  it('reads tiers, refusing a missing rate or a fraction of a member', () => {
    expect(readTiers([{ activeMembers: '3', volume: '5000', rate: '1.25' }])).toEqual([
      { activeMembers: 3, volumeMinor: 500_000, rate: 1.25 },
    ]);
    expect(readTiers([{ activeMembers: '0', volume: '0', rate: '' }])).toBeNull();
    expect(readTiers([{ activeMembers: '1.5', volume: '0', rate: '1' }])).toBeNull();
    expect(readTiers([])).toBeNull();
  });
});
