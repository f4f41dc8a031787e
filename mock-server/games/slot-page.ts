import type { GameLanguage } from '#mock-server/games/catalogue.ts';
import { demoPageHtml, type DemoPageSettings } from '#mock-server/games/demo-page.ts';
import { DEMO_TEXTS, pageTexts } from '#mock-server/games/demo-texts.ts';
import { PAYLINES, SLOT_SYMBOLS } from '#mock-server/games/slot-math.ts';

export interface DemoGameView {
  language: GameLanguage;
  title: string;
  subtitle: string;
  settings: Pick<DemoPageSettings, 'session' | 'stakes' | 'sumBalance' | 'currency' | 'locale'>;
}

/** The slot's own styles (`slot.css`). */
export const SLOT_STYLE = `
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:8px;width:min(520px,100%);padding:12px;border-radius:16px;background:#0b0618;box-shadow:inset 0 0 0 3px #f2b300}
.reel{display:grid;gap:8px}.reel.spinning .cell{filter:blur(1.5px);transform:translateY(2px)}
.cell{aspect-ratio:1;display:grid;place-items:center;border-radius:10px;background:linear-gradient(#fff,#e9e1ff);color:#4a2a8a;font-size:clamp(1.2rem,6vw,2.4rem);font-weight:900;transition:transform .1s}
.cell[data-symbol="3"]{color:#c21d5a}.cell[data-symbol="4"]{color:#d23c1e}.cell[data-symbol="5"]{color:#d4a000;text-shadow:0 0 6px #ffcf3f}
.cell.hit{outline:4px solid #7dff9b;animation:glow .6s ease-in-out 3}
@keyframes glow{50%{transform:scale(1.08)}}
.lines{margin:0;font-size:.85rem;opacity:.75}`;

/** The slot's own script (`slot.js`), after `demo-game.js`. */
export const SLOT_SCRIPT = `
const SYMBOLS = settings.symbols;
const reels = [...document.querySelectorAll('.reel')];
const cells = reels.map((reel) => [...reel.children]);
function show(cell, symbol) { cell.textContent = SYMBOLS[symbol]; cell.dataset.symbol = String(symbol); }
let grid = settings.start;
function paint() { grid.forEach((column, reel) => column.forEach((symbol, row) => { show(cells[reel][row], symbol); cells[reel][row].classList.remove('hit'); })); }
paint();
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const button = byId('play');
button.addEventListener('click', async () => {
  button.disabled = true;
  say('');
  cells.flat().forEach((cell) => cell.classList.remove('hit'));
  const spinning = reels.map(() => true);
  reels.forEach((reel) => reel.classList.add('spinning'));
  const timer = setInterval(() => cells.forEach((column, reel) => { if (spinning[reel]) column.forEach((cell) => show(cell, Math.floor(Math.random() * SYMBOLS.length))); }), 60);
  const started = Date.now();
  try {
    const value = await play();
    await wait(Math.max(0, 500 - (Date.now() - started)));
    grid = value.reels;
    for (let reel = 0; reel < reels.length; reel += 1) {
      spinning[reel] = false;
      reels[reel].classList.remove('spinning');
      grid[reel].forEach((symbol, row) => show(cells[reel][row], symbol));
      await wait(140);
    }
    for (const win of value.wins) settings.paylines[win.line - 1].slice(0, win.count).forEach((row, reel) => cells[reel][row].classList.add('hit'));
    document.body.dataset.rounds = String(value.round);
    say(winText(value), value.win > 0 ? 'win' : '');
  } catch (error) {
    spinning.fill(false);
    reels.forEach((reel) => reel.classList.remove('spinning'));
    paint();
    say(error.message, 'error');
  } finally {
    clearInterval(timer);
    button.disabled = false;
  }
});`;

/** A still grid to show before the first spin. */
const START = Array.from({ length: 5 }, (_, reel) =>
  Array.from({ length: 3 }, (_, row) => (reel + row * 2) % SLOT_SYMBOLS.length),
);

/** The demo slot: five reels that spin and settle on what `POST api/spin` answers. */
export function slotPageHtml(view: DemoGameView): string {
  const texts = DEMO_TEXTS[view.language];
  const reels = START.map(
    (column) => `<div class="reel">${column.map(() => '<div class="cell"></div>').join('')}</div>`,
  ).join('');
  return demoPageHtml({
    language: view.language,
    title: view.title,
    subtitle: view.subtitle,
    settings: {
      ...view.settings,
      api: 'api/spin',
      symbols: SLOT_SYMBOLS,
      paylines: PAYLINES,
      start: START,
      texts: pageTexts(view.language, texts.spin),
    },
    body: `<div class="reels" id="reels" aria-label="${texts.paylines}">${reels}</div><p class="lines">${texts.paylines}</p>`,
    kind: 'slot',
  });
}
