import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';

export const CSS = `
:root{--ink:#1d2330;--muted:#5b6475;--line:#d9dde5;--accent:#3047c5;--bad:#b00020;--good:#11734b;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink)}
*{box-sizing:border-box}body{margin:0;background:#f6f7fb}
a{color:var(--accent)}header{background:#fff;border-bottom:1px solid var(--line);padding:.6rem 1rem;display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
header strong{margin-right:auto}header form{margin:0}header nav{display:flex;flex-wrap:wrap;gap:.3rem .8rem}
main{max-width:60rem;margin:1.5rem auto;padding:0 1rem}.narrow{max-width:26rem}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:1.2rem;margin-bottom:1rem}
label{display:block;margin:.8rem 0 .2rem;font-weight:600}input,select,textarea{width:100%;padding:.55rem;border:1px solid var(--line);border-radius:6px;font:inherit}
button{margin-top:1rem;padding:.55rem 1rem;border:0;border-radius:6px;background:var(--accent);color:#fff;font:inherit;cursor:pointer}
button.danger{background:var(--bad)}button.link{background:none;color:var(--accent);padding:0;margin:0;text-decoration:underline}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.error{color:var(--bad)}.notice{color:var(--good)}.muted{color:var(--muted)}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.45rem;border-bottom:1px solid var(--line)}
code.secret{display:block;padding:.6rem;background:#fff8d6;border:1px solid #e8d48a;word-break:break-all}
.chat{border:1px solid var(--line);border-radius:6px;padding:.6rem;max-height:28rem;overflow:auto;background:#fbfcff}
pre{white-space:pre-wrap;word-break:break-word;background:#f1f3f9;padding:.5rem;border-radius:6px}
.chat .you{font-weight:600;margin:.6rem 0 .2rem}.chat .bot{margin:0 0 .4rem}.chat pre{white-space:pre-wrap;font-size:.85rem;background:#f1f3f9;padding:.4rem;margin:.2rem 0}
fieldset{border:1px solid var(--line);border-radius:6px;margin-top:.8rem}fieldset label{display:inline;font-weight:400;margin:0 0 0 .3rem}
input[type=checkbox],input[type=radio]{width:auto}.row{display:flex;gap:.6rem;flex-wrap:wrap;align-items:end}.row form{margin:0}
svg.chart{width:100%;height:auto;display:block;margin:.4rem 0}
label.check{display:inline;font-weight:400;margin-left:.3rem}.scroll{overflow-x:auto}
nav.sub a{display:inline-block;margin:0 .8rem .6rem 0}
@media (max-width:600px){th:nth-child(n+3),td:nth-child(n+3){display:none}}
`;

export interface PageProps {
  title: string;
  /** The signed-in user's e-mail, for the header; absent on sign-in pages. */
  user?: string | undefined;
  csrf: string;
  children?: Child;
}

/** The dashboard's page frame: header with navigation when signed in, a main landmark, the shared stylesheet. */
export function Page({ title, user, csrf, children }: PageProps) {
  // The doctype keeps browsers in standards mode (without it they lay pages out in quirks mode).
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{`${title} · Colloquy`}</title>
          <link rel="stylesheet" href="/dashboard/assets/app.css" />
          <link rel="icon" href="data:," />
        </head>
        <body>
          <header>
            <strong>Colloquy</strong>
            {user ? (
              <>
                <nav aria-label="Main">
                  <a href="/dashboard">Assistants</a>
                  <a href="/dashboard/integrations">Integrations</a>
                  <a href="/dashboard/analytics">Analytics</a>
                  <a href="/dashboard/settings/keys">Settings</a>
                </nav>
                <span class="muted">{user}</span>
                <form method="post" action="/dashboard/logout">
                  <input type="hidden" name="_csrf" value={csrf} />
                  <button class="link" type="submit">
                    Sign out
                  </button>
                </form>
              </>
            ) : null}
          </header>
          <main id="main">
            <h1>{title}</h1>
            {children}
          </main>
        </body>
      </html>
    </>
  );
}

const SETTINGS_LINKS = [
  ['keys', 'API keys'],
  ['team', 'Team'],
  ['company', 'Company'],
  ['datasets', 'Datasets'],
  ['llm', 'LLM provider'],
  ['smtp', 'SMTP'],
  ['mail', 'Mail'],
] as const;

/** The links between the settings pages. */
export function SettingsNav({ current }: { current: (typeof SETTINGS_LINKS)[number][0] }) {
  return (
    <nav class="sub" aria-label="Settings">
      {SETTINGS_LINKS.map(([slug, label]) => (
        <a href={`/dashboard/settings/${slug}`} aria-current={slug === current ? 'page' : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}

/** A short date and time (UTC), or a dash. */
export const when = (d: Date | string | null | undefined): string =>
  d ? new Date(d).toISOString().slice(0, 16).replace('T', ' ') : '—';

/** The hidden form token every POST form carries. */
export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

export function Alert({ error, notice }: { error?: string | undefined; notice?: string | undefined }) {
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (notice)
    return (
      <p class="notice" role="status">
        {notice}
      </p>
    );
  return null;
}
