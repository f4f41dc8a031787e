import { escapeXml } from '#mock-server/assets/svg.ts';
import type { GameLanguage } from '#mock-server/games/catalogue.ts';
import { DEMO_TEXTS } from '#mock-server/games/demo-texts.ts';

/**
 * The shell of the demo game pages: an HTML document whose styles and scripts are files of
 * the simulated platform (`demo-game-assets.ts`), never inline: a same-origin page is shown
 * as a `srcdoc`, which inherits the site's Content-Security-Policy (`script-src 'self'`,
 * `style-src 'self'`, no 'unsafe-inline') on top of its own. Its settings sit in a JSON
 * script element (data, which no policy blocks); `demo-game.js` holds the helpers every
 * page's script uses: money format, messages and `play(stake)`, which settles a round and
 * tells the parent window the new balance.
 * Framed with an opaque origin (the site shows pages of its own origin so, issue 21 finding
 * 4), the page cannot reach its API itself: it asks the parent to make the call
 * (`GameFrameCall` on channel 'game-frame', answered by `GameFrameAnswer`). Opened on its
 * own, or framed on its own origin, it calls the API directly.
 */

/** The Content-Security-Policy of the pages: their own origin's files and API, nothing else. */
export const DEMO_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'self'";

/**
 * Folder of the pages' scripts and styles. Absolute, so a page opened under a launch CDN's
 * prefix (`/mock-cdn/a/...`) loads the same files, and the demo build can ship them as files
 * (an opaque frame's requests bypass the service worker).
 */
export const DEMO_GAME_ASSET_DIR = '/mock-cdn/games/assets/';

/** The page kinds with a script and a stylesheet of their own beside the shared ones. */
export type DemoPageKind = 'slot' | 'round';

export interface DemoPageSettings {
  /** The game session id the rounds are played with. */
  session: string;
  /** Relative URL of the round call (`api/spin` or `api/round`). */
  api: string;
  stakes: number[];
  sumBalance: number;
  currency: string;
  locale: string;
  texts: Record<string, string>;
  [more: string]: unknown;
}

export interface DemoPage {
  language: GameLanguage;
  title: string;
  subtitle: string;
  settings: DemoPageSettings;
  body: string;
  kind: DemoPageKind;
}

/** The styles of every page (`demo-game.css`). */
export const BASE_STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,sans-serif;background:radial-gradient(circle at 50% 0,#3b1d6e,#120a24 70%);color:#f5f0ff;display:flex;flex-direction:column;align-items:center;gap:14px;padding:16px}
header{text-align:center}h1{margin:0;font-size:1.4rem}header p{margin:4px 0 0;opacity:.75;font-size:.9rem}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center}
.controls label{display:flex;gap:6px;align-items:center}
select,button{font:inherit;border-radius:8px;border:0;padding:8px 12px}
button{background:linear-gradient(#ffd54a,#f29d00);color:#2b1600;font-weight:800;min-width:120px;cursor:pointer}
button:disabled{opacity:.55;cursor:wait}
.balance{font-weight:700}#message{min-height:1.5em;margin:0;font-weight:700}
#message[data-tone=win]{color:#7dff9b}#message[data-tone=error]{color:#ff8a8a}
footer{margin-top:auto;font-size:.75rem;opacity:.6}`;

/** The helpers of every page's script (`demo-game.js`), run before the page's own file. */
export const BASE_SCRIPT = `
const settings = JSON.parse(document.getElementById('settings').textContent);
const texts = settings.texts;
const money = new Intl.NumberFormat(settings.locale, { style: 'currency', currency: settings.currency });
const byId = (id) => document.getElementById(id);
const stakeSelect = byId('stake');
for (const stake of settings.stakes) stakeSelect.add(new Option(money.format(stake), String(stake)));
function showBalance(amount) { byId('balance').textContent = money.format(amount); }
function say(text, tone) { const m = byId('message'); m.textContent = text; m.dataset.tone = tone || ''; }
showBalance(settings.sumBalance);
const REASONS = { stake: texts.badStake, insufficient: texts.insufficient, ended: texts.ended };
const opaque = self.origin === 'null' && window.parent !== window;
const CHANNEL = 'game-frame';
const waiting = new Map();
let lastCall = 0;
addEventListener('message', (event) => {
  const data = event.data;
  if (!opaque || event.source !== window.parent || !data || data.channel !== CHANNEL || data.type !== 'answer') return;
  const settle = waiting.get(data.id);
  waiting.delete(data.id);
  if (settle) settle(data.body);
});
function relay(path, payload) {
  return new Promise((resolve, reject) => {
    const id = ++lastCall;
    const timer = setTimeout(() => { waiting.delete(id); reject(new Error(texts.failed)); }, 20000);
    waiting.set(id, (body) => { clearTimeout(timer); resolve(body); });
    window.parent.postMessage({ channel: CHANNEL, type: 'call', id, path, body: payload }, '*');
  });
}
async function call(path, payload) {
  if (opaque) return relay(path, payload);
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
  return response.json();
}
async function play() {
  const stake = Number(stakeSelect.value);
  let body;
  try { body = await call(settings.api, { session: settings.session, stake }); } catch { throw new Error(texts.failed); }
  if (!body || !body.success) throw new Error(REASONS[body && body.value && body.value.reason] || texts.failed);
  showBalance(body.value.sumBalance);
  if (window.parent !== window) window.parent.postMessage({ type: 'demo-game:settled', sumBalance: body.value.sumBalance }, opaque ? '*' : location.origin);
  return body.value;
}
function winText(value) { return value.win > 0 ? texts.win.replace('{amount}', money.format(value.win)) : texts.noWin; }`;

/** JSON safe inside a script element (no `</script>` or `<!--` can appear). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

const stylesheet = (file: string) =>
  `<link rel="stylesheet" href="${DEMO_GAME_ASSET_DIR}${file}">\n`;
const script = (file: string) => `<script src="${DEMO_GAME_ASSET_DIR}${file}"></script>\n`;

/** The full HTML of a demo game page. */
export function demoPageHtml(page: DemoPage): string {
  const texts = DEMO_TEXTS[page.language];
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(page.title)}</title>
${stylesheet('demo-game.css')}${stylesheet(`${page.kind}.css`)}
</head>
<body>
<header><h1>${escapeXml(page.title)}</h1><p>${escapeXml(page.subtitle)}</p></header>
${page.body}
<div class="controls">
<span>${escapeXml(texts.balance)}: <span class="balance" id="balance"></span></span>
<label>${escapeXml(texts.stake)} <select id="stake"></select></label>
<button type="button" id="play">${escapeXml(String(page.settings.texts.button ?? ''))}</button>
</div>
<p id="message" role="status" aria-live="polite"></p>
<footer>${escapeXml(texts.demoNote)}</footer>
<script type="application/json" id="settings">${scriptJson(page.settings)}</script>
${script('demo-game.js')}${script(`${page.kind}.js`)}
</body>
</html>`;
}

/** The page a spent, expired or foreign ticket opens: what happened and what to do. */
export function expiredPageHtml(language: GameLanguage): string {
  const texts = DEMO_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(texts.expiredTitle)}</title>
${stylesheet('demo-game.css')}</head>
<body><header><h1>${escapeXml(texts.expiredTitle)}</h1><p>${escapeXml(texts.expiredBody)}</p></header>
<footer>${escapeXml(texts.demoNote)}</footer></body>
</html>`;
}
