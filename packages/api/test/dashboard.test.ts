import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, linkIn, mailTo as mailFrom, PASSWORD } from './dashboard-client.ts';
import { createHarness, type Harness } from './harness.ts';

describe.each(testBackends())('dashboard accounts on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  const mailTo = (to: string, subject: RegExp) => mailFrom(smtp, to, subject);

  async function signUp(email: string, company = 'Bluebird Ltd') {
    const client = new DashboardClient(h);
    await client.page('/dashboard/signup');
    const res = await client.post('/dashboard/signup', { email, company, password: PASSWORD });
    return { client, res };
  }

  it('signs up, holds the account at "check your inbox" until the link is used once, then lets the user in', async () => {
    const client = new DashboardClient(h);
    const first = await client.get('/dashboard');
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/dashboard/login');
    const form = await client.page('/dashboard/signup');
    expect(form.status).toBe(200);
    expect(form.response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(form.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    // A form without its token (a cross-site post) is refused.
    const forged = await client.post('/dashboard/signup', {
      _csrf: 'forged',
      email: 'x@bluebird.test',
      company: 'X',
      password: PASSWORD,
    });
    expect(forged.status).toBe(403);
    const weak = await client.post('/dashboard/signup', {
      email: 'ana@bluebird.test',
      company: 'Bluebird',
      password: 'short',
    });
    expect(weak.status).toBe(422);
    const weakPage = await weak.text();
    expect(weakPage).toContain('at least 12 characters');
    expect(weakPage).toContain('value="ana@bluebird.test"');

    const created = await client.post('/dashboard/signup', {
      email: 'Ana@Bluebird.test',
      company: 'Bluebird',
      password: PASSWORD,
    });
    expect(created.status).toBe(303);
    expect(created.headers.get('Location')).toBe('/dashboard/check-inbox');
    const cookie = client.setCookies.find((c) => c.startsWith('colloquy_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://colloquy.test: Secure only under HTTPS
    const held = await client.get('/dashboard/settings/keys');
    expect(held.headers.get('Location')).toBe('/dashboard/check-inbox');

    const link = linkIn(await mailTo('ana@bluebird.test', /Confirm your e-mail/), 'verify');
    const verified = await client.get(link);
    expect(verified.status).toBe(303);
    const home = await client.page('/dashboard');
    expect(home.status).toBe(200);
    expect(home.html).toContain('ana@bluebird.test');
    expect((await client.get(link)).status).toBe(410);
  });

  it('creates an API key shown once that works on /v1, and revokes it', async () => {
    const { client } = await signUp('ben@keys.test', 'Keys Inc');
    await client.get(linkIn(await mailTo('ben@keys.test', /Confirm/), 'verify'));
    await client.page('/dashboard/settings/keys');
    const created = await client.post('/dashboard/settings/keys', { name: 'CRM' });
    const html = await created.text();
    const secret = /data-testid="new-key">([^<]+)</.exec(html)?.[1];
    expect(secret).toMatch(/^cq_/);
    const api = await h.request('GET', '/v1/datasets', { bearer: secret! });
    expect(api.status).toBe(200);
    const listed = await client.page('/dashboard/settings/keys');
    expect(listed.html).not.toContain(secret!);
    const id = /action="\/dashboard\/settings\/keys\/(key_[a-z0-9]+)\/revoke"/.exec(listed.html)?.[1];
    expect((await client.post(`/dashboard/settings/keys/${id}/revoke`)).status).toBe(303);
    expect((await h.request('GET', '/v1/datasets', { bearer: secret! })).status).toBe(401);
    // Another company's key id is not found.
    const other = await h.tenant('Other Co');
    await client.page('/dashboard/settings/keys');
    expect(await (await client.post(`/dashboard/settings/keys/${other.keyId}/revoke`)).text()).toContain(
      'No such key',
    );
    expect((await h.request('GET', '/v1/datasets', { bearer: other.apiKey })).status).toBe(200);
  });

  it('signs out, signs in, and limits failed sign-ins per address', async () => {
    const { client } = await signUp('cy@login.test', 'Login Co');
    await client.get(linkIn(await mailTo('cy@login.test', /Confirm/), 'verify'));
    await client.page('/dashboard');
    expect((await client.post('/dashboard/logout')).status).toBe(303);
    expect((await client.get('/dashboard')).headers.get('Location')).toBe('/dashboard/login');

    const visitor = new DashboardClient(h);
    await visitor.page('/dashboard/login');
    const wrong = await visitor.post('/dashboard/login', {
      email: 'cy@login.test',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong e-mail address or password');
    const unknown = await visitor.post('/dashboard/login', {
      email: 'nobody@login.test',
      password: PASSWORD,
    });
    expect(unknown.status).toBe(401);
    const right = await visitor.post('/dashboard/login', { email: 'cy@login.test', password: PASSWORD });
    expect(right.status).toBe(303);
    expect((await visitor.page('/dashboard')).status).toBe(200);

    const attacker = new DashboardClient(h);
    await attacker.page('/dashboard/login');
    for (let i = 0; i < 4; i++)
      expect(
        (await attacker.post('/dashboard/login', { email: 'cy@login.test', password: `guess ${i}` })).status,
      ).toBe(401);
    const limited = await attacker.post('/dashboard/login', { email: 'cy@login.test', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('answers a sign-up for a taken address like any other, and tells the owner by mail', async () => {
    const { res } = await signUp('ana@bluebird.test', 'Copycat');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/dashboard/check-inbox');
    await mailTo('ana@bluebird.test', /Someone tried to sign up/);
  });

  it('resets a forgotten password through a single-use link, and invites a team member', async () => {
    const visitor = new DashboardClient(h);
    await visitor.page('/dashboard/forgot');
    const known = await (await visitor.post('/dashboard/forgot', { email: 'cy@login.test' })).text();
    const unknown = await (await visitor.post('/dashboard/forgot', { email: 'ghost@login.test' })).text();
    expect(unknown).toBe(known);
    const link = linkIn(await mailTo('cy@login.test', /Reset your Colloquy password/), 'reset');
    await visitor.page(link);
    expect((await visitor.post(link, { password: 'short' })).status).toBe(422);
    const reset = await visitor.post(link, { password: 'a brand new passphrase' });
    expect(reset.status).toBe(303);
    expect((await visitor.get(link)).status).toBe(410);
    const again = new DashboardClient(h);
    await again.page('/dashboard/login');
    expect(
      (await again.post('/dashboard/login', { email: 'cy@login.test', password: 'a brand new passphrase' }))
        .status,
    ).toBe(303);

    await again.page('/dashboard/settings/team');
    const invited = await again.post('/dashboard/settings/team', { email: 'dee@login.test', name: 'Dee' });
    expect(await invited.text()).toContain('Invitation sent to dee@login.test');
    const invite = linkIn(await mailTo('dee@login.test', /invited to Colloquy/), 'invite');
    const dee = new DashboardClient(h);
    await dee.page(invite);
    expect((await dee.post(invite, { password: 'dee has a long password' })).status).toBe(303);
    const team = await dee.page('/dashboard/settings/team');
    expect(team.html).toMatch(/dee@login\.test<\/td><td>member<\/td><td>active/);
    expect(team.html).toContain('cy@login.test');
  });
});
