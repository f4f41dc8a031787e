import { renderToStaticMarkup } from 'react-dom/server';
import type { Brand } from '#brands/brand.types.ts';
import { PrerenderedShell, type ShellBanner } from './prerendered-shell.tsx';
import type { ShellRoute } from './shell-routes.ts';
import { SHELL_ID } from '#src/platform/prerendered-shell.ts';

export interface ShellDocumentInput {
  /** The built index.html (vite's output, scripts and stylesheet in place). */
  template: string;
  brand: Brand;
  route: ShellRoute;
  messages: Record<string, string>;
  banner?: ShellBanner;
  directRegistration: boolean;
  freePlay: boolean;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Until the app takes over, the shell covers the page (the app renders its splash beneath).
 * The inline script hides it before the first paint where it would show the wrong page: another
 * path served this file (a static host's fallback), or a brand or language other than the one
 * it was rendered for was asked (`?brand=`, `?lang=`, or remembered in storage), or another theme.
 */
function shellHead(input: ShellDocumentInput): string {
  const { brand, route } = input;
  const language = brand.app.defaultLanguage;
  const theme = brand.app.theme.default;
  const check = [
    `var d=document.documentElement,q=new URLSearchParams(location.search),s={};`,
    `try{s=localStorage}catch(e){}`,
    `var b=q.get('brand')||s.demoBrand,l=q.get('lang')||s.lang,t=s.theme;`,
    `if(location.pathname!==${JSON.stringify(route.path)}||(b&&b!==${JSON.stringify(brand.app.id)})`,
    `||(l&&l!==${JSON.stringify(language)})||(t&&t!==${JSON.stringify(theme)}))`,
    `d.setAttribute('data-shell-off','');`,
  ].join('');
  return [
    `<style>#${SHELL_ID}{position:fixed;inset:0;z-index:1000;overflow:hidden;background:var(--color-background,#fff)}`,
    `html[data-shell-off] #${SHELL_ID}{display:none}`,
    `.prerendered-shell__skeleton{min-height:40vh;border-radius:12px;background:var(--color-surface-raised)}</style>`,
    `<script>${check}</script>`,
  ].join('');
}

/**
 * One public page's HTML: the built index.html with the brand's theme on <html>, its name as
 * the title, and the shell rendered by React into the body beside the app's empty root.
 */
export function renderShellDocument(input: ShellDocumentInput): string {
  const { brand, route, template } = input;
  const language = brand.app.defaultLanguage;
  const theme = brand.app.theme.default;
  const tokens = Object.entries(brand.app.theme.tokens[theme])
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  const markup = renderToStaticMarkup(
    <PrerenderedShell
      brand={brand}
      language={language}
      messages={input.messages}
      banner={input.banner}
      sideMenu={route.sideMenu}
      directRegistration={input.directRegistration}
      freePlay={input.freePlay}
    />,
  );
  const html = template
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${language}" data-brand="${escapeAttribute(brand.app.id)}" data-theme="${theme}" ` +
        `style="color-scheme:${theme};${escapeAttribute(tokens)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(brand.app.name)}</title>`)
    .replace('</head>', `${shellHead(input)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${SHELL_ID}" data-brand="${escapeAttribute(brand.app.id)}" data-path="${route.path}">` +
        `${markup}</div><div id="root"></div>`,
    );
  if (!html.includes(SHELL_ID)) throw new Error('index.html has no <div id="root"></div>');
  return html;
}
