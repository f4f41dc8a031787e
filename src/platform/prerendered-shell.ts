/** The element holding a page's prerendered first paint (src/app/prerender, docs/decisions/013). */
export const SHELL_ID = 'prerendered-shell';

/** Set on <html> by the shell's check script where the shell would show the wrong page. */
export const SHELL_OFF_ATTRIBUTE = 'data-shell-off';

/**
 * Set on <html> by the shell's check script for the right brand and theme on a page or in a
 * language that is not the shell's (a static host's fallback: the member centre, help; `?lang=`):
 * the shell shows the app's splash instead of its page, until the app's first render shows its own.
 */
export const SHELL_SPLASH_ATTRIBUTE = 'data-shell-splash';

/**
 * What of a shell's page the app must show before the shell goes: its first banner and, on a
 * page whose largest picture is below it (promotions' first card), that picture. The shell
 * carries a class `awaits-<part>` for each (`SHELL_AWAITS_PREFIX`); with none it waits for
 * nothing but a release.
 */
export type ShellPart = 'banner' | 'lead';
export const SHELL_AWAITS_PREFIX = 'awaits-';

/** Past this, the shell goes whatever the app is doing: a stuck start must not hide behind it. */
const SHELL_TIMEOUT_MS = 10_000;

function shellElement(): HTMLElement | null {
  return document.getElementById(SHELL_ID);
}

/**
 * Removes the prerendered shell, uncovering the live app beneath it. With a `part`: that part of
 * the page is on screen in the app (its first banner loaded, or it has none), and the shell goes
 * once every part it awaits is; without: at once (a page without a banner committed, an error
 * or status screen, or at boot a shell not for this brand, path or language). Removing nodes
 * moves none: no layout shift. Calls after it has gone do nothing.
 */
export function releasePrerenderedShell(part?: ShellPart): void {
  const shell = shellElement();
  shell?.classList.remove(SHELL_AWAITS_PREFIX + part);
  if (part && shell?.classList.length) return;
  shell?.remove();
  // The shell's stylesheet themes <html> through this attribute: from now on the app's theme rules.
  document.documentElement.removeAttribute('data-shell-path');
  document.documentElement.removeAttribute(SHELL_SPLASH_ATTRIBUTE);
}

/** At the app's first render: a shell showing the splash goes (the app shows its own now). */
export function releasePrerenderedSplash(): void {
  if (document.documentElement.hasAttribute(SHELL_SPLASH_ATTRIBUTE)) releasePrerenderedShell();
}

/**
 * At boot: keeps the shell only when it shows this page of this brand, or the splash for this
 * brand (the HTML's check script has already hidden it for another brand or theme, and turned
 * it into the splash for another page or language); arms the time limit.
 */
export function claimPrerenderedShell(brandId: string, pathname: string): void {
  const shell = shellElement();
  if (!shell) return;
  const root = document.documentElement;
  const hidden = root.hasAttribute(SHELL_OFF_ATTRIBUTE);
  const pageShown = root.hasAttribute(SHELL_SPLASH_ATTRIBUTE) || shell.dataset.path === pathname;
  if (hidden || shell.dataset.brand !== brandId || !pageShown) {
    releasePrerenderedShell();
    return;
  }
  window.setTimeout(releasePrerenderedShell, SHELL_TIMEOUT_MS);
}
