import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the canary saw: payload ids that ran, dialogs, and navigations it refuses. */
export interface Canary {
  ran: string[];
  dialogs: string[];
  navigations: string[];
}

/** Schemes a payload would use to run script or leave the site. */
const FOREIGN_SCHEME = /^(javascript|data|vbscript|file|blob):/i;

/**
 * Arms the canary on the page's context before anything loads: `xssCanary(id)` (every payload
 * calls it, from any frame or window of the context) is recorded, dialogs are recorded and
 * dismissed, and a frame navigating to a script scheme or to another origin, or any new
 * window, counts as a navigation.
 */
export async function armCanary(page: Page, origin: string): Promise<Canary> {
  const canary: Canary = { ran: [], dialogs: [], navigations: [] };
  const context = page.context();
  await context.exposeFunction('xssCanary', (id: unknown) => void canary.ran.push(String(id)));
  page.on('dialog', (dialog) => {
    canary.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (url === 'about:blank' || url === 'about:srcdoc') return;
    if (FOREIGN_SCHEME.test(url) || new URL(url).origin !== origin) canary.navigations.push(url);
  });
  context.on('page', (opened) => void canary.navigations.push(`new window: ${opened.url()}`));
  return canary;
}

/** Lets late handlers (image errors, animations, toggles) fire, then expects nothing ran. */
export async function expectQuiet(page: Page, canary: Canary, where: string): Promise<void> {
  await page.waitForTimeout(400);
  expect(canary.ran, `payloads that ran (${where})`).toEqual([]);
  expect(canary.dialogs, `dialogs (${where})`).toEqual([]);
  expect(canary.navigations, `navigations (${where})`).toEqual([]);
  const globals = await page.evaluate(() => ({
    cookie: typeof document.cookie,
    clobbered: 'xssClobbered' in window,
    location: document.getElementById('location') !== null,
  }));
  expect(globals, `clobbered globals (${where})`).toEqual({
    cookie: 'string',
    clobbered: false,
    location: false,
  });
}

/**
 * In every `.safe-html` under `scope`: lists what the sanitiser should have removed (active
 * elements, handlers, `style`, `id`/`name`, links and pictures that are neither in-app paths
 * nor http(s)), then clicks every link and control as a player would. Returns the problems.
 */
export async function auditAndClick(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const ACTIVE =
      'script,iframe,frame,object,embed,svg,math,style,link,meta,base,form,input,button,textarea,select,template,noscript,details,marquee,video,audio,source';
    const SAFE_URL = /^(\/(?![/\\])|https?:)/i;
    const problems: string[] = [];
    for (const root of document.querySelectorAll(`${selector} .safe-html`)) {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches(ACTIVE)) problems.push(`<${element.localName}> kept`);
        for (const { name, value } of element.attributes) {
          if (/^on|^(style|id|name|srcdoc|action|formaction|xlink:href)$/i.test(name))
            problems.push(`${name} kept on <${element.localName}>`);
          if ((name === 'href' || name === 'src') && !SAFE_URL.test(value))
            problems.push(`${name}="${value}" kept`);
        }
      }
      for (const target of root.querySelectorAll<HTMLElement>('a, area, button, input, summary'))
        target.click();
    }
    return problems;
  }, scope);
}
