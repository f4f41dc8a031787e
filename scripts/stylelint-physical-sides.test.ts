import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import plugin, {
  cornersDiffer,
  ruleName,
  sidesDiffer,
  sidewaysInsetShadow,
} from './stylelint-physical-sides.ts';

/** The rule's warnings for one stylesheet, as text. */
async function warnings(css: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code: css,
    config: { plugins: [plugin], rules: { [ruleName]: true } },
  });
  return (results[0]?.warnings ?? []).map((warning) => warning.text);
}

describe('no-physical-sides', () => {
  it('refuses a four-value shorthand whose right and left differ', async () => {
    expect(await warnings('a { padding: 0 1rem 0 2rem; }')).toEqual([
      expect.stringContaining('padding-inline-start'),
    ]);
    expect(await warnings('a { inset: 0 auto 0 0; }')).toHaveLength(1);
    expect(await warnings('a { border-width: 1px 0 1px 4px; }')).toEqual([
      expect.stringContaining('border-inline-start-width'),
    ]);
  });

  it('lets symmetric shorthands through', async () => {
    const css = 'a { margin: 0; padding: 1rem 2rem; inset: 0 0 auto; margin: 1px 2px 3px 2px; }';
    expect(await warnings(css)).toEqual([]);
  });

  it('refuses radii whose left and right corners differ', async () => {
    expect(await warnings('a { border-radius: 8px 0 0 8px; }')).toHaveLength(1);
    expect(await warnings('a { border-radius: 8px 8px 0 0; }')).toEqual([]);
    expect(await warnings('a { border-radius: 50%; }')).toEqual([]);
  });

  it('refuses left and right in positions, not in other values', async () => {
    expect(await warnings('a { background-position: left top; }')).toHaveLength(1);
    expect(await warnings('a { transform-origin: right; }')).toHaveLength(1);
    expect(await warnings('a { background: url(left.png) center, red; }')).toEqual([]);
    expect(await warnings('a { transform: translateX(-100%); }')).toEqual([]);
  });

  it('refuses an inset shadow offset sideways (a stripe on one side)', async () => {
    expect(await warnings('a { box-shadow: inset 3px 0 0 red; }')).toHaveLength(1);
    expect(await warnings('a { box-shadow: inset 0 -3px 0 red, 0 0 4px blue; }')).toEqual([]);
    expect(await warnings('a { box-shadow: 4px 4px 8px black; }')).toEqual([]);
  });

  it('is silenced, with a reason, by a disable comment', async () => {
    const css = `a {
  /* stylelint-disable-next-line ${ruleName} -- the gap is measured from the left */
  padding: 0 1rem 0 2rem;
}`;
    expect(await warnings(css)).toEqual([]);
  });
});

describe('value helpers', () => {
  it('reads four sides and four corners', () => {
    expect(sidesDiffer('0 calc(1rem + 2px) 0 calc(1rem + 2px)')).toBe(false);
    expect(sidesDiffer('0 var(--a) 0 var(--b)')).toBe(true);
    expect(cornersDiffer('4px 8px')).toBe(true);
    expect(cornersDiffer('4px 4px 8px')).toBe(true);
    expect(cornersDiffer('8px 8px 8px 8px')).toBe(false);
    expect(cornersDiffer('4px / 8px 2px')).toBe(true);
    expect(sidewaysInsetShadow('inset -2px 0 var(--x)')).toBe(true);
  });
});
