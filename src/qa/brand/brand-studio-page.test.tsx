import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { BrandStudioPage } from './brand-studio-page.tsx';
import { brandFileText, readStoredDraft, startDraft, storeDraft, type BrandJson } from './draft.ts';

const PRIMARY = 'root_app_theme_tokens_light_color-primary';
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const json = () => screen.getByTestId<HTMLTextAreaElement>('brand-studio-json');
const frame = () => screen.getByTestId<HTMLIFrameElement>('brand-studio-preview');
const frameQuery = () => new URL(frame().src, 'http://localhost').searchParams;
const jsonDraft = () => JSON.parse(json().value) as Brand;

function renderStudio(language = 'en') {
  return renderWithProviders(<BrandStudioPage />, { language });
}

afterEach(() => vi.restoreAllMocks());

describe('the brand studio', () => {
  it('starts from the brand the page runs as, under a new id with no domains', () => {
    renderStudio();
    expect(screen.getByRole('heading', { level: 1, name: 'Brand studio' })).toBeInTheDocument();
    const base = screen.getByTestId<HTMLSelectElement>('brand-studio-base');
    expect([...base.options].map((option) => option.value)).toEqual(Object.keys(brands));
    expect(base).toHaveValue('demo');
    expect(field('root_app_id')).toHaveValue('demo-copy');
    expect(jsonDraft().app.id).toBe('demo-copy');
    expect(jsonDraft().app.domains).toEqual([]);
    expect(screen.getByTestId('brand-studio-errors')).toHaveTextContent(
      'No problems: npm run brand:check accepts this file.',
    );
    expect(screen.getByTestId('brand-studio-download')).toBeEnabled();
    expect(screen.getByTestId('brand-studio-download')).toHaveTextContent(
      'Download demo-copy.json',
    );
  });

  it('shows the schema descriptions as help, tied to their fields', () => {
    renderStudio();
    const flag = field('root_platform_whitelabel_MOBILENUMREG3');
    expect(flag).toHaveAccessibleDescription(
      expect.stringContaining('Offers registration with a mobile number'),
    );
  });

  it('keeps the form and the JSON in step, and the draft for the next visit', async () => {
    renderStudio();
    fireEvent.change(field(PRIMARY), { target: { value: '#123456' } });
    expect(jsonDraft().app.theme.tokens.light['color-primary']).toBe('#123456');
    await waitFor(() =>
      expect(
        (readStoredDraft()?.brand.app as Brand['app']).theme.tokens.light['color-primary'],
      ).toBe('#123456'),
    );

    const edited = jsonDraft();
    edited.app.name = 'Acme Bet';
    // Typed as the operator likes it: the text stays so while the form follows.
    const typed = JSON.stringify(edited);
    fireEvent.change(json(), { target: { value: typed } });
    expect(field('root_app_name')).toHaveValue('Acme Bet');
    expect(json()).toHaveValue(typed);
  });

  it('shows a problem at its field with the JSON path, lists it and holds the download', () => {
    renderStudio();
    fireEvent.change(field(PRIMARY), { target: { value: 'blue' } });
    const message =
      '/app/theme/tokens/light/color-primary "blue" is not a colour (expected a hex colour such as #1a2b3c)';
    expect(document.getElementById(`${PRIMARY}__error`)).toHaveTextContent(message);
    const list = screen.getByTestId('brand-studio-errors');
    expect(list).toHaveTextContent('1 problem to fix before the download');
    expect(list).toHaveTextContent(message);
    expect(screen.getByTestId('brand-studio-download')).toBeDisabled();
    expect(screen.getByText('The download waits until the problem is fixed.')).toBeInTheDocument();
  });

  it('takes the user to the field of a problem', async () => {
    renderStudio();
    fireEvent.change(field(PRIMARY), { target: { value: 'blue' } });
    await userEvent.click(
      screen.getByRole('button', { name: 'Go to field /app/theme/tokens/light/color-primary' }),
    );
    expect(field(PRIMARY)).toHaveFocus();
  });

  it('refuses the id or a domain of a shipped brand, naming it', () => {
    renderStudio();
    fireEvent.change(field('root_app_id'), { target: { value: 'lotus' } });
    expect(screen.getByTestId('brand-studio-errors')).toHaveTextContent(
      '/app/id id "lotus" is also used by brands/lotus.json at /app/id (expected each brand id in one file only)',
    );
    expect(screen.getByTestId('brand-studio-download')).toBeDisabled();
  });

  it('keeps JSON that does not read as typed, says where it breaks and holds the download', () => {
    renderStudio();
    const typed = json().value.replace('"name": "Demo Bet",', '"name": "Demo Bet",,');
    fireEvent.change(json(), { target: { value: typed } });
    expect(json()).toHaveValue(typed);
    expect(json()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^This is not valid JSON \(line \d+, column \d+\)\. The form keeps the last version that was\.$/,
    );
    expect(field('root_app_name')).toHaveValue('Demo Bet');
    expect(screen.getByTestId('brand-studio-download')).toBeDisabled();

    fireEvent.change(json(), { target: { value: '[]' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A brand file is one JSON object, written between { and }.',
    );

    // A change in the form writes the JSON out again, which then reads.
    fireEvent.change(field('root_app_name'), { target: { value: 'Acme' } });
    expect(jsonDraft().app.name).toBe('Acme');
    expect(json()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('brand-studio-download')).toBeEnabled();
  });

  it('starts again from another shipped brand', async () => {
    renderStudio();
    await userEvent.selectOptions(screen.getByTestId('brand-studio-base'), 'nightowl');
    expect(field('root_app_id')).toHaveValue('demo-copy');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new draft' }));
    expect(field('root_app_id')).toHaveValue('nightowl-copy');
    expect(jsonDraft().platform).toEqual(brands.nightowl!.platform);
    expect(readStoredDraft()?.baseId).toBe('nightowl');
  });

  it('resumes the draft of an earlier visit', () => {
    const draft = startDraft(brands.lotus!, Object.keys(brands));
    (draft.brand.app as { name: string }).name = 'Lotus Two';
    // renderWithProviders starts from empty storage: store the draft as the page renders.
    const clear = Storage.prototype.clear;
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
      clear.call(this);
      if (this === window.localStorage) storeDraft(draft);
    });
    renderStudio();
    expect(field('root_app_name')).toHaveValue('Lotus Two');
    expect(screen.getByText('The draft started from lotus. Starting a new draft replaces it.'));
  });

  it('downloads <id>.json, pretty-printed with a final newline', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:brand';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderStudio();
    await userEvent.click(screen.getByTestId('brand-studio-download'));
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['demo-copy.json', 'blob:brand'],
    ]);
    const text = await blobs[0]!.text();
    expect(text).toMatch(
      /^\{\n {2}"\$schema": "\.\.\/schemas\/brand\.schema\.json",\n {2}"app": \{\n/,
    );
    expect(text).toBe(brandFileText(JSON.parse(text) as BrandJson));
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(jsonDraft());
  });
});

describe('the preview', () => {
  it('shows the draft in the theme, language and page chosen, among those the draft offers', async () => {
    renderStudio();
    expect(frame()).toHaveAttribute('name', 'brand-studio-preview');
    expect(frame()).toHaveAccessibleName('Preview of the site with the draft brand');
    expect(new URL(frame().src, 'http://localhost').pathname).toBe('/');
    expect(Object.fromEntries(frameQuery())).toEqual({
      previewDraft: '1',
      theme: 'light',
      lang: 'vi',
    });
    const languages = screen.getByTestId<HTMLSelectElement>('brand-studio-language');
    expect([...languages.options].map((o) => o.value)).toEqual(brands.demo!.app.languages);

    await userEvent.selectOptions(screen.getByTestId('brand-studio-theme'), 'dark');
    await userEvent.selectOptions(languages, 'en');
    await userEvent.selectOptions(screen.getByTestId('brand-studio-page'), 'register');
    expect(new URL(frame().src, 'http://localhost').pathname).toBe('/register');
    expect(frameQuery().get('theme')).toBe('dark');
    expect(frameQuery().get('lang')).toBe('en');
  });

  it('stores a draft without problems for the frame and loads it again, after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderStudio();
      expect(readStoredDraft('previewed')?.brand).toEqual(jsonDraft());
      const before = frame();

      fireEvent.change(field(PRIMARY), { target: { value: 'blue' } });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(frame()).toBe(before);
      expect(
        screen.getByText(/shows the last version of the draft without problems/),
      ).toBeVisible();

      fireEvent.change(field(PRIMARY), { target: { value: '#0b3d91' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(frame()).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(frame()).not.toBe(before);
      const stored = readStoredDraft('previewed')?.brand.app as Brand['app'];
      expect(stored.theme.tokens.light['color-primary']).toBe('#0b3d91');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the languages the draft offers, once the draft is in the frame', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderStudio();
      // RJSF's options carry the index of the choice; their text is the language code.
      const choice = [...field('root_app_languages_4').querySelectorAll('option')].find(
        (option) => option.textContent === 'ko',
      );
      fireEvent.change(field('root_app_languages_4'), { target: { value: choice?.value } });
      await act(() => vi.advanceTimersByTimeAsync(700));
      const languages = screen.getByTestId<HTMLSelectElement>('brand-studio-language');
      expect([...languages.options].map((o) => o.textContent)).toEqual([
        'Tiếng Việt',
        'English',
        '中文',
        'ไทย',
        '한국어',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
