/**
 * The chat room the chat URL points at (standing in for the operator's chat service). One
 * static, self-contained document: it reads service, title, language and headerColor from
 * its address, and talks to the site that frames it by postMessage only, so it works in a
 * frame sandboxed WITHOUT allow-same-origin (an opaque origin has no storage, cookies or
 * service worker). Protocol, all under `channel: 'chat-room'`:
 * - page -> site: `{type: 'ready'}`, `{type: 'send', text}`;
 * - site -> page: `{type: 'lines', lines: [{id, from, text, at}]}`, `{type: 'error', message}`.
 * Both sides check the other: the page takes messages only from its parent window at its own
 * address's origin; the site only from this frame's window.
 */

/** Where the chat URL points (under the simulated CDN; a file of the demo build too). */
export const CHAT_ROOM_PATH = '/mock-cdn/chat/room.html';

export const CHAT_ROOM_CHANNEL = 'chat-room';

/** The page's Content-Security-Policy: nothing but itself (no requests at all). */
export const CHAT_ROOM_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const TEXTS = {
  en: {
    placeholder: 'Type a message',
    send: 'Send',
    empty: 'Say hello: an agent answers in a few seconds.',
    you: 'You',
    agent: 'Agent',
    log: 'Conversation',
  },
  vi: {
    placeholder: 'Nhập tin nhắn',
    send: 'Gửi',
    empty: 'Hãy gửi lời chào: nhân viên sẽ trả lời sau vài giây.',
    you: 'Bạn',
    agent: 'Nhân viên',
    log: 'Cuộc trò chuyện',
  },
};

const SCRIPT = `
const TEXTS = ${JSON.stringify(TEXTS)};
const CHANNEL = ${JSON.stringify(CHAT_ROOM_CHANNEL)};
const params = new URLSearchParams(location.search);
const lang = (params.get('language') || '').toLowerCase().startsWith('vi') ? 'vi' : 'en';
const t = TEXTS[lang];
const parentOrigin = location.origin;
const byId = (id) => document.getElementById(id);
document.documentElement.lang = lang;
byId('title').textContent = params.get('title') || 'Chat';
const color = params.get('headerColor') || '';
if (/^#[0-9a-fA-F]{3,8}$/.test(color)) byId('bar').style.background = color;
byId('text').placeholder = t.placeholder;
byId('text').setAttribute('aria-label', t.placeholder);
byId('send').textContent = t.send;
byId('log').setAttribute('aria-label', t.log);
const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
function post(message) { parent.postMessage(Object.assign({ channel: CHANNEL }, message), parentOrigin); }
function render(lines) {
  const log = byId('log');
  log.replaceChildren();
  if (lines.length === 0) { const p = document.createElement('p'); p.className = 'empty'; p.textContent = t.empty; log.append(p); }
  for (const line of lines) {
    const li = document.createElement('li');
    li.className = 'line line--' + (line.from === 'agent' ? 'agent' : 'member');
    li.dataset.from = line.from;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = (line.from === 'agent' ? t.agent : t.you) + ' · ' + time.format(new Date(line.at));
    const body = document.createElement('span');
    body.textContent = line.text;
    li.append(who, body);
    log.append(li);
  }
  log.scrollTop = log.scrollHeight;
}
addEventListener('message', (event) => {
  if (event.source !== parent || event.origin !== parentOrigin) return;
  const data = event.data;
  if (!data || data.channel !== CHANNEL) return;
  if (data.type === 'lines' && Array.isArray(data.lines)) { byId('error').textContent = ''; render(data.lines); }
  if (data.type === 'error') byId('error').textContent = String(data.message || '');
});
byId('form').addEventListener('submit', (event) => {
  event.preventDefault();
  const text = byId('text').value.trim();
  if (!text) return;
  post({ type: 'send', text });
  byId('text').value = '';
});
render([]);
post({ type: 'ready' });
`;

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,sans-serif;display:flex;flex-direction:column;background:#f5f7fb;color:#111827}
#bar{background:#1d4ed8;color:#fff;padding:8px 12px}#bar h1{margin:0;font-size:1rem}
#log{flex:1;overflow-y:auto;margin:0;padding:12px;list-style:none;display:flex;flex-direction:column;gap:8px}
.line{max-width:85%;padding:8px 10px;border-radius:10px;display:flex;flex-direction:column;gap:2px;overflow-wrap:anywhere}
.line--member{align-self:flex-end;background:#1d4ed8;color:#fff}.line--agent{align-self:flex-start;background:#fff;border:1px solid #d1d5db}
.who{font-size:.75rem;opacity:.8}.empty{color:#4b5563;text-align:center}
#error{color:#b91c1c;margin:0 12px;min-height:1em;font-size:.85rem}
form{display:flex;gap:8px;padding:8px;border-top:1px solid #d1d5db;background:#fff}
input{flex:1;font:inherit;padding:8px;border:1px solid #9ca3af;border-radius:8px;min-width:0}
button{font:inherit;padding:8px 14px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}`;

/** The chat room document (the same bytes for every request). */
export function chatRoomPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CHAT_ROOM_CSP.replace(/ frame-ancestors 'self'/, '').replace(/;$/, '')}">
<title>Chat</title>
<style>${STYLE}</style>
</head>
<body>
<header id="bar"><h1 id="title">Chat</h1></header>
<ul id="log" role="log" aria-live="polite" data-testid="chat-room-log"></ul>
<p id="error" role="alert"></p>
<form id="form"><input id="text" maxlength="500" autocomplete="off" data-testid="chat-room-input"><button id="send" type="submit" data-testid="chat-room-send">Send</button></form>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
