import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { BrandForm } from './brand-form.tsx';
import type { BrandJson } from './draft.ts';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

function renderForm(brand: BrandJson, language = 'en') {
  const onChange = vi.fn<(draft: BrandJson) => void>();
  renderWithProviders(<BrandForm draft={brand} problems={[]} onChange={onChange} />, { language });
  return onChange;
}

describe('BrandForm', () => {
  it.each(Object.keys(brands))(
    'changes only what is edited in brand %s: no defaults added, keys kept in order',
    (id) => {
      const brand = structuredClone(brands[id]!) as unknown as BrandJson;
      const onChange = renderForm(brand);
      fireEvent.change(field('root_app_theme_tokens_light_color-primary'), {
        target: { value: '#000000' },
      });
      const expected = structuredClone(brands[id]!);
      expected.app.theme.tokens.light['color-primary'] = '#000000';
      expect(JSON.stringify(onChange.mock.lastCall?.[0], null, 2)).toBe(
        JSON.stringify(expected, null, 2),
      );
    },
  );

  it('switches a whitelabel flag with its checkbox', () => {
    const onChange = renderForm(structuredClone(brands.demo!) as unknown as BrandJson);
    fireEvent.click(field('root_platform_whitelabel_MOBILENUMREG3'));
    const platform = onChange.mock.lastCall?.[0].platform as Brand['platform'];
    expect(platform.whitelabel.MOBILENUMREG3).toBe(false);
  });

  it('shows ordered lists as lists, with translated buttons', () => {
    renderForm(structuredClone(brands.nightowl!) as unknown as BrandJson, 'vi');
    // languages are in picker order: a list of selects, not a multi-select that sorts them.
    expect(field('root_app_languages_0')).toHaveDisplayValue('en');
    expect(field('root_app_languages_1')).toHaveDisplayValue('vi');
    expect(screen.getAllByRole('button', { name: 'Lên trên' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Thêm' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows problems at their fields, path first', () => {
    renderWithProviders(
      <BrandForm
        draft={structuredClone(brands.demo!) as unknown as BrandJson}
        problems={[{ path: '/app/merchantCode', text: 'is empty (expected a code)' }]}
        onChange={() => {}}
      />,
    );
    expect(field('root_app_merchantCode')).toHaveAccessibleDescription(
      expect.stringContaining('/app/merchantCode is empty (expected a code)'),
    );
  });
});
