import type { Brand, ThemeName } from '#brands/brand.types.ts';

/**
 * Puts the brand's design tokens for a theme on <html> as CSS variables, with
 * `data-brand` and `data-theme`, so brand and theme switch at run time without a rebuild.
 */
export function applyTheme(root: HTMLElement, brand: Brand, theme: ThemeName): void {
  root.dataset.brand = brand.app.id;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  for (const [name, value] of Object.entries(brand.app.theme.tokens[theme])) {
    root.style.setProperty(`--${name}`, value);
  }
}

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}
