// Colloquy web chat widget. Embed with one tag: <script src="https://<colloquy>/widget.js" data-key="wk_…" async></script>
// Messages go over HTTP; replies (the assistant's and a person's after hand-off) stream back as server-sent events.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const key = script.getAttribute('data-key');
  if (!key) return;
  const base = new URL(script.src).origin;
  const storageKey = `colloquy-visitor-${key}`;
  let visitor = null;
  try {
    visitor = localStorage.getItem(storageKey);
  } catch (_) {}
  if (!visitor) {
    visitor = crypto.randomUUID
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    try {
      localStorage.setItem(storageKey, visitor);
    } catch (_) {}
  }
  const query = `?key=${encodeURIComponent(key)}&visitor=${encodeURIComponent(visitor)}`;

  const style = document.createElement('style');
  style.textContent =
    '#colloquy-chat{position:fixed;right:16px;bottom:16px;width:320px;max-height:480px;display:flex;flex-direction:column;' +
    'font:14px/1.4 system-ui,sans-serif;background:#fff;border:1px solid #ccd;border-radius:10px;box-shadow:0 4px 16px rgba(0,0,0,.15);z-index:2147483000}' +
    '#colloquy-chat .colloquy-log{flex:1;overflow-y:auto;padding:10px;min-height:120px}' +
    '#colloquy-chat .colloquy-msg{margin:4px 0;padding:6px 10px;border-radius:8px;white-space:pre-wrap;max-width:85%}' +
    '#colloquy-chat .colloquy-user{background:#2456d6;color:#fff;margin-left:auto}' +
    '#colloquy-chat .colloquy-assistant,#colloquy-chat .colloquy-human{background:#eef0f6;color:#111}' +
    '#colloquy-chat .colloquy-error{color:#a00;font-size:12px}' +
    '#colloquy-chat form{display:flex;border-top:1px solid #ccd}' +
    '#colloquy-chat input{flex:1;border:0;padding:10px;font:inherit;border-bottom-left-radius:10px}' +
    '#colloquy-chat button{border:0;background:#2456d6;color:#fff;padding:0 14px;border-bottom-right-radius:10px;cursor:pointer}';
  document.head.appendChild(style);

  const root = document.createElement('div');
  root.id = 'colloquy-chat';
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', 'Chat with us');
  const log = document.createElement('div');
  log.className = 'colloquy-log';
  log.setAttribute('aria-live', 'polite');
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.className = 'colloquy-input';
  input.setAttribute('aria-label', 'Your message');
  input.placeholder = 'Type a message…';
  input.maxLength = 4000;
  input.autocomplete = 'off';
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Send';
  form.append(input, button);
  root.append(log, form);
  document.body.appendChild(root);

  const shown = new Set();
  function add(id, role, text) {
    if (id) {
      if (shown.has(id)) return;
      shown.add(id);
    }
    const line = document.createElement('div');
    line.className = `colloquy-msg colloquy-${role}`;
    line.textContent = text;
    log.appendChild(line);
    log.scrollTop = log.scrollHeight;
  }

  const stream = new EventSource(`${base}/v1/channels/webchat/stream${query}`);
  // On every (re)connect the server sends the conversation so far, then each new reply.
  stream.addEventListener('history', (event) => {
    log.textContent = '';
    shown.clear();
    for (const m of JSON.parse(event.data).messages) add(m.id, m.role, m.text);
  });
  stream.addEventListener('message', (event) => {
    const m = JSON.parse(event.data);
    add(m.id, m.role, m.text);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    add(null, 'user', text);
    fetch(`${base}/v1/channels/webchat/messages${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        text,
        client_message_id: `${visitor}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      }),
    })
      .then((response) => {
        if (!response.ok) add(null, 'error', 'Your message could not be sent. Please try again.');
      })
      .catch(() => add(null, 'error', 'Your message could not be sent. Please try again.'));
  });
})();
