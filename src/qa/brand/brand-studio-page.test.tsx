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

/** Fills the new brand's identity (the form shown first) and starts the brand. */
function startBrand(
  values: Partial<Record<'id' | 'name' | 'domains' | 'merchantCode', string>> = {},
) {
  const typed = {
    id: 'acme',
    name: 'Acme Bet',
    domains: 'acme.example',
    merchantCode: 'ACME01',
    ...values,
  };
  for (const [name, value] of Object.entries(typed))
    fireEvent.change(screen.getAllByTestId(`brand-new-${name}`).at(-1)!, { target: { value } });
  fireEvent.click(screen.getAllByTestId('brand-studio-start').at(-1)!);
}

/** The studio with a new brand started from demo: its editors showing. */
function renderStudio(language = 'en') {
  const rendered = renderWithProviders(<BrandStudioPage />, { language });
  startBrand();
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe('the brand studio', () => {
  it("asks for the new brand's identity first, copying the brand the page runs as", () => {
    renderWithProviders(<BrandStudioPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Brand studio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A new brand: its identity first' })).toBeVisible();
    const base = screen.getByTestId<HTMLSelectElement>('brand-studio-base');
    expect([...base.options].map((option) => option.value)).toEqual(Object.keys(brands));
    expect(base).toHaveValue('demo');
    // No editors and no download before the brand has an identity.
    expect(screen.queryByTestId('brand-studio-json')).not.toBeInTheDocument();
    expect(screen.queryByTestId('brand-studio-download')).not.toBeInTheDocument();
  });

  it("says at each field what is missing, malformed or another brand's, keeping what was typed", () => {
    renderWithProviders(<BrandStudioPage />, { language: 'en' });
    fireEvent.click(screen.getByTestId('brand-studio-start'));
    for (const name of ['id', 'name', 'domains', 'merchantCode'])
      expect(screen.getByTestId(`brand-new-${name}`)).toHaveAccessibleDescription(
        expect.stringContaining('Required'),
      );

    startBrand({
      id: 'Acme Bet',
      name: ' demo bet ',
      domains: 'DEMO.example.com',
      merchantCode: 'demo01',
    });
    expect(screen.getByTestId('brand-new-id')).toHaveAccessibleDescription(
      expect.stringContaining('Not a brand id'),
    );
    expect(screen.getByTestId('brand-new-name')).toHaveAccessibleDescription(
      expect.stringContaining('“demo bet” is already used by brands/demo.json'),
    );
    expect(screen.getByTestId('brand-new-domains')).toHaveAccessibleDescription(
      expect.stringContaining('“DEMO.example.com” is already used by brands/demo.json'),
    );
    expect(screen.getByTestId('brand-new-merchantCode')).toHaveAccessibleDescription(
      expect.stringContaining('“demo01” is already used by brands/demo.json'),
    );
    expect(screen.getByTestId('brand-new-name')).toHaveValue(' demo bet ');
    expect(screen.queryByTestId('brand-studio-json')).not.toBeInTheDocument();
  });

  it('starts the brand as brand:new does: its identity, no trace of the copied name, a clean download', () => {
    renderStudio();
    expect(field('root_app_id')).toHaveValue('acme');
    const app = jsonDraft().app;
    expect(app).toMatchObject({
      id: 'acme',
      name: 'Acme Bet',
      domains: ['acme.example'],
      merchantCode: 'ACME01',
      theme: { logo: { wordmark: 'Acme Bet', mark: 'AB' } },
    });
    expect(jsonDraft().platform.seed).not.toBe(brands.demo!.platform.seed);
    expect(json().value).not.toMatch(/demo bet/i);
    expect(screen.getByTestId('brand-studio-errors')).toHaveTextContent(
      'No problems: npm run brand:check accepts this file.',
    );
    expect(screen.getByTestId('brand-studio-download')).toBeEnabled();
    expect(screen.getByTestId('brand-studio-download')).toHaveTextContent('Download acme.json');
  });

  it("holds the download while the draft shows another brand's name (brand:check --strict)", () => {
    renderStudio();
    fireEvent.change(field('root_app_name'), { target: { value: 'Lotus Club' } });
    expect(screen.getByTestId('brand-studio-errors')).toHaveTextContent(
      '/app/name name "Lotus Club" is also the name of brands/lotus.json',
    );
    expect(screen.getByTestId('brand-studio-download')).toBeDisabled();
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
    edited.app.name = 'Acme Casino';
    // Typed as the operator likes it: the text stays so while the form follows.
    const typed = JSON.stringify(edited);
    fireEvent.change(json(), { target: { value: typed } });
    expect(field('root_app_name')).toHaveValue('Acme Casino');
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
    const typed = json().value.replace('"name": "Acme Bet",', '"name": "Acme Bet",,');
    fireEvent.change(json(), { target: { value: typed } });
    expect(json()).toHaveValue(typed);
    expect(json()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^This is not valid JSON \(line \d+, column \d+\)\. The form keeps the last version that was\.$/,
    );
    expect(field('root_app_name')).toHaveValue('Acme Bet');
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

  it('starts another brand from another shipped brand, replacing the draft', async () => {
    renderStudio();
    await userEvent.click(screen.getByText('Start another brand'));
    expect(screen.getByText('The draft now in the studio (acme) is replaced.')).toBeVisible();
    await userEvent.selectOptions(screen.getAllByTestId('brand-studio-base').at(-1)!, 'nightowl');
    startBrand({ id: 'owl-two', name: 'Owl Two', domains: 'owl2.example', merchantCode: 'OWL22' });
    expect(field('root_app_id')).toHaveValue('owl-two');
    expect(jsonDraft().platform.whitelabel).toEqual(brands.nightowl!.platform.whitelabel);
    expect(readStoredDraft()?.baseId).toBe('nightowl');
  });

  it('resumes the draft of an earlier visit', () => {
    const draft = startDraft({
      id: 'lotus-two',
      from: 'lotus',
      name: 'Lotus Two',
      domains: ['lotus2.example'],
      merchantCode: 'LOTUS22',
    });
    // renderWithProviders starts from empty storage: store the draft as the page renders.
    const clear = Storage.prototype.clear;
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
      clear.call(this);
      if (this === window.localStorage) storeDraft(draft);
    });
    renderWithProviders(<BrandStudioPage />, { language: 'en' });
    expect(field('root_app_name')).toHaveValue('Lotus Two');
    expect(screen.getByText('Start another brand')).toBeVisible();
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
      ['acme.json', 'blob:brand'],
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
      // The demo brand's last language (ar) becomes Portuguese, which it does not offer.
      const choice = [...field('root_app_languages_9').querySelectorAll('option')].find(
        (option) => option.textContent === 'pt',
      );
      fireEvent.change(field('root_app_languages_9'), { target: { value: choice?.value } });
      await act(() => vi.advanceTimersByTimeAsync(700));
      const languages = screen.getByTestId<HTMLSelectElement>('brand-studio-language');
      expect([...languages.options].map((o) => o.textContent)).toEqual([
        'Tiếng Việt',
        'English',
        '中文',
        'ไทย',
        'Bahasa Indonesia',
        'Bahasa Melayu',
        '한국어',
        '日本語',
        'हिन्दी',
        'Português',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
