import { renderToStaticMarkup } from 'react-dom/server';
import type { Brand } from '#brands/brand.types.ts';
import { PrerenderedShell, type ShellPicture } from './prerendered-shell.tsx';
import type { ShellRoute } from './shell-routes.ts';
import {
  SHELL_AWAITS_PREFIX,
  SHELL_ID,
  SHELL_OFF_ATTRIBUTE,
  SHELL_SPLASH_ATTRIBUTE,
  type ShellPart,
} from '#src/platform/prerendered-shell.ts';
import {
  APP_LOCALE_ATTRIBUTE_PREFIX,
  APP_PRELOAD_ATTRIBUTE,
  APP_SCRIPT_ATTRIBUTE,
  APP_SCRIPT_LOADER,
} from './app-script-loader.ts';
import { SHELL_BANNERS_ATTRIBUTE, SHELL_LEAD_ATTRIBUTE } from './shell-image.ts';

export interface ShellDocumentInput {
  /** The built index.html (vite's output, scripts and stylesheet in place). */
  template: string;
  brand: Brand;
  route: ShellRoute;
  messages: Record<string, string>;
  banner?: ShellPicture;
  /** Demo builds: the route's lead picture (`ShellRoute.lead`), when the route has one. */
  lead?: ShellPicture;
  /** Live builds: the platform's banners address for the route's group, which the shell's script asks. */
  bannersUrl?: string;
  /** Live builds: the platform's address of the list whose first picture is the route's lead. */
  leadUrl?: string;
  directRegistration: boolean;
  freePlay: boolean;
  /** What the app imports as it boots, asked for beside its entry (`app-script-loader.ts`). */
  preload?: AppPreload;
}

/** Built files' addresses: chunks every page imports at boot, and each language's messages. */
export interface AppPreload {
  chunks: string[];
  locales: Record<string, string[]>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <html> attributes that name `preload`'s files for the app script's loader. */
function preloadAttributes(preload: AppPreload | undefined): string {
  if (!preload) return '';
  const attribute = (name: string, files: string[]) =>
    files.length > 0 ? ` ${name}="${escapeAttribute(files.join(' '))}"` : '';
  return (
    attribute(APP_PRELOAD_ATTRIBUTE, preload.chunks) +
    Object.entries(preload.locales)
      .map(([code, files]) => attribute(APP_LOCALE_ATTRIBUTE_PREFIX + code, files))
      .join('')
  );
}

/** The files the prerendered pages load from <head> (no inline script or style: the CSP forbids them). */
export const SHELL_SCRIPT_FILE = 'prerendered-shell.js';
export const SHELL_STYLE_FILE = 'prerendered-shell.css';

/** The attribute of <html> listing the query parameters that change the page (`ShellRoute.pageParams`). */
const PAGE_PARAMS_ATTRIBUTE = 'data-shell-params';

/**
 * Until the app takes over, the shell covers the page (the app renders its splash beneath).
 * This script (a file, run from <head> before the first paint) hides it where a brand or theme
 * other than the one it was rendered for was asked (`?brand=`, or remembered in storage). Where
 * the page or its language differs (another path served this file, a static host's fallback; a
 * parameter that changes the page, promotions' `?type=`; `?lang=` or a remembered language) it
 * shows the brand's splash instead, as the app's first render will: the brand's mark and name
 * are the same in every language. What the shell was rendered for is on <html>.
 */
export const SHELL_CHECK_SCRIPT = [
  `var d=document.documentElement,q=new URLSearchParams(location.search),s={};`,
  `try{s=localStorage}catch(e){}`,
  `var b=q.get('brand')||s.demoBrand,l=q.get('lang')||s.lang,t=s.theme;`,
  `var p=(d.getAttribute('${PAGE_PARAMS_ATTRIBUTE}')||'').split(' ').filter(function(n){return n&&q.has(n)});`,
  `if((b&&b!==d.getAttribute('data-brand'))||(t&&t!==d.getAttribute('data-theme')))`,
  `d.setAttribute('${SHELL_OFF_ATTRIBUTE}','');`,
  `else if(location.pathname!==d.getAttribute('data-shell-path')||(l&&l!==d.getAttribute('lang'))||p.length>0)`,
  `d.setAttribute('${SHELL_SPLASH_ATTRIBUTE}','');`,
].join('\n');

/**
 * The prerendered pages' script file: hides a shell that would show the wrong page, then starts
 * the app's script once the shell has painted.
 */
export const SHELL_SCRIPT = `${SHELL_CHECK_SCRIPT}\n${APP_SCRIPT_LOADER}\n`;

/** The shell's stylesheet: the brand's theme tokens on <html> and the covering layer. */
export function shellStyles(brand: Brand): string {
  const theme = brand.app.theme.default;
  const tokens = Object.entries(brand.app.theme.tokens[theme])
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  return [
    `html[data-shell-path]{color-scheme:${theme};${tokens}}`,
    `#${SHELL_ID}{position:fixed;inset:0;z-index:1000;overflow:hidden;background:var(--color-background,#fff)}`,
    `html[${SHELL_OFF_ATTRIBUTE}] #${SHELL_ID}{display:none}`,
    // Another page than the shell's: the brand's splash (the app's own classes) in its place.
    `#${SHELL_ID}>.prerendered-shell__splash{display:none}`,
    `html[${SHELL_SPLASH_ATTRIBUTE}] #${SHELL_ID}>.app-shell{display:none}`,
    `html[${SHELL_SPLASH_ATTRIBUTE}] #${SHELL_ID}>.prerendered-shell__splash{display:grid}`,
    `.prerendered-shell__skeleton{min-height:40vh;border-radius:12px;background:var(--color-surface-raised)}`,
    // Promotions' first card picture (the app's classes size it): a box of its shape until it comes.
    `.prerendered-shell__lead{aspect-ratio:8/3}`,
    `.prerendered-shell__lead>img{display:block}`,
    '',
  ].join('\n');
}

/**
 * One public page's HTML: the built index.html with the brand's theme on <html>, its name as
 * the title, and the shell rendered by React into the body beside the app's empty root.
 */
export function renderShellDocument(input: ShellDocumentInput): string {
  const { brand, route, template } = input;
  const language = brand.app.defaultLanguage;
  const theme = brand.app.theme.default;
  const markup = renderToStaticMarkup(
    <PrerenderedShell
      brand={brand}
      language={language}
      messages={input.messages}
      banner={input.banner}
      lead={route.lead && (input.lead ?? 'pending')}
      sideMenu={route.sideMenu}
      directRegistration={input.directRegistration}
      freePlay={input.freePlay}
    />,
  );
  // The shell paints without the app's script: the script starts after the shell's paint
  // (`app-script-loader.ts`), named on <html> instead of in a tag the browser would fetch at once.
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no <script type="module" src="...">');
  const awaits: ShellPart[] = route.lead ? ['banner', 'lead'] : ['banner'];
  const html = template
    .replace(entry[0], '')
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${language}" data-brand="${escapeAttribute(brand.app.id)}" data-theme="${theme}" ` +
        `data-shell-path="${escapeAttribute(route.path)}" ${APP_SCRIPT_ATTRIBUTE}="${escapeAttribute(entry[1])}"` +
        (input.bannersUrl
          ? ` ${SHELL_BANNERS_ATTRIBUTE}="${escapeAttribute(input.bannersUrl)}"`
          : '') +
        (route.lead && input.leadUrl
          ? ` ${SHELL_LEAD_ATTRIBUTE}="${escapeAttribute(input.leadUrl)}"`
          : '') +
        (route.pageParams
          ? ` ${PAGE_PARAMS_ATTRIBUTE}="${escapeAttribute(route.pageParams.join(' '))}"`
          : '') +
        preloadAttributes(input.preload) +
        '>',
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(brand.app.name)}</title>`)
    .replace(
      '</head>',
      `<link rel="stylesheet" href="/${SHELL_STYLE_FILE}"><script src="/${SHELL_SCRIPT_FILE}"></script></head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="${SHELL_ID}" data-brand="${escapeAttribute(brand.app.id)}" data-path="${route.path}" ` +
        `class="${awaits.map((part) => SHELL_AWAITS_PREFIX + part).join(' ')}">` +
        `${markup}</div><div id="root"></div>`,
    );
  if (!html.includes(SHELL_ID)) throw new Error('index.html has no <div id="root"></div>');
  return html;
}
