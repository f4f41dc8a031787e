import type { GameCategory } from '#schemas/platform-api.ts';
import { demoPageHtml } from '#mock-server/games/demo-page.ts';
import { DEMO_TEXTS, pageTexts } from '#mock-server/games/demo-texts.ts';
import type { DemoGameView } from '#mock-server/games/slot-page.ts';

/** The round page's own styles (`round.css`). */
export const ROUND_STYLE = `
.table{display:grid;place-items:center;gap:8px;width:min(420px,100%);padding:24px;border-radius:20px;background:radial-gradient(circle,#1f7a4d,#0d3b26);box-shadow:inset 0 0 0 4px #c99a2e}
.outcome{font-size:3.5rem;font-weight:900;min-height:1.2em}
.outcome[data-result=win]{color:#7dff9b}.outcome[data-result=lose]{color:#ffb3b3}
#round{margin:0;opacity:.8}`;

/** The round page's own script (`round.js`), after `demo-game.js`. */
export const ROUND_SCRIPT = `
const button = byId('play');
const outcome = byId('outcome');
const SIGNS = { win: '✓', push: '=', lose: '✗' };
button.addEventListener('click', async () => {
  button.disabled = true;
  say('');
  outcome.textContent = '…';
  outcome.dataset.result = '';
  try {
    const value = await play();
    outcome.textContent = SIGNS[value.result] + (value.result === 'win' ? ' ×' + value.multiplier : '');
    outcome.dataset.result = value.result;
    byId('round').textContent = texts.round.replace('{n}', String(value.round));
    document.body.dataset.rounds = String(value.round);
    say(value.result === 'push' ? texts.push : winText(value), value.win > value.stake ? 'win' : '');
  } catch (error) {
    outcome.textContent = '';
    say(error.message, 'error');
  } finally {
    button.disabled = false;
  }
});`;

/**
 * The placeholder game of the other categories (fishing, cards, live tables, sports, lottery):
 * it names the game and plays one round per click through `POST api/round`.
 */
export function roundPageHtml(view: DemoGameView & { category: GameCategory }): string {
  const texts = DEMO_TEXTS[view.language];
  return demoPageHtml({
    language: view.language,
    title: view.title,
    subtitle: view.subtitle,
    settings: {
      ...view.settings,
      api: 'api/round',
      texts: pageTexts(view.language, texts.play[view.category] ?? texts.play.default),
    },
    body: `<div class="table"><div class="outcome" id="outcome" aria-hidden="true"></div><p id="round"></p></div>`,
    kind: 'round',
  });
}
