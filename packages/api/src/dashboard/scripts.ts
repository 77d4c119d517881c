/**
 * The dashboard's only script, served from the app (CSP `script-src 'self'`): the test panel sends messages without
 * reloading the page. Without it the same form posts and the page comes back whole.
 */
export const TEST_PANEL_JS = `
document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.dataset.enhance !== 'test-panel') return;
  event.preventDefault();
  const button = form.querySelector('button');
  if (button) button.disabled = true;
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      credentials: 'same-origin',
    });
    const next = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector('main');
    if (!next) throw new Error('no page');
    document.querySelector('main').replaceWith(next);
    const log = document.querySelector('[data-testid="transcript"]');
    if (log) log.scrollTop = log.scrollHeight;
    document.getElementById('message')?.focus();
  } catch {
    form.submit();
  }
});
`;
