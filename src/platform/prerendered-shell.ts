/** The element holding a page's prerendered first paint (src/app/prerender, docs/decisions/013). */
export const SHELL_ID = 'prerendered-shell';

/** Set on <html> by the shell's check script where the shell would show the wrong page. */
export const SHELL_OFF_ATTRIBUTE = 'data-shell-off';

/** Past this, the shell goes whatever the app is doing: a stuck start must not hide behind it. */
const SHELL_TIMEOUT_MS = 10_000;

function shellElement(): HTMLElement | null {
  return document.getElementById(SHELL_ID);
}

/**
 * Removes the prerendered shell, uncovering the live app beneath it. Called once the app shows
 * what the shell showed (the first banner loaded, or a page without one committed), or at boot
 * when the shell is not for this brand, path or language. Removing nodes moves none: no layout
 * shift. Calls after the first do nothing.
 */
export function releasePrerenderedShell(): void {
  shellElement()?.remove();
  // The shell's stylesheet themes <html> through this attribute: from now on the app's theme rules.
  document.documentElement.removeAttribute('data-shell-path');
}

/**
 * At boot: keeps the shell only when it shows this page of this brand (the HTML's check script
 * has already hidden it for another path, brand, language or theme); arms the time limit.
 */
export function claimPrerenderedShell(brandId: string, pathname: string): void {
  const shell = shellElement();
  if (!shell) return;
  const hidden = document.documentElement.hasAttribute(SHELL_OFF_ATTRIBUTE);
  if (hidden || shell.dataset.brand !== brandId || shell.dataset.path !== pathname) {
    releasePrerenderedShell();
    return;
  }
  window.setTimeout(releasePrerenderedShell, SHELL_TIMEOUT_MS);
}
