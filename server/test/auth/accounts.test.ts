import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { OutboxSender } from '../../src/outbox/sender.js';
import { startSmtp, textOf, type TestSmtp } from '../outbox/smtp.js';

let t: TestApp;
let staff: SignedInUser;
let smtp: TestSmtp;
const PUBLIC_URL = 'https://onepair.example.org';

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  staff = await logInAdmin(t.app);
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const post = (url: string, payload: object, who?: SignedInUser) => t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, payload });
const me = (who: SignedInUser) => t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: who.auth });

async function mailsTo(address: string) {
  return t.db.kysely.selectFrom('outbox').select(['subject', 'body']).where('to', '=', address).orderBy('id').execute();
}

/**
 * The uid and token of the newest link mailed to the address, as it arrives: the outbox holds
 * no link, the sender makes it when it sends.
 */
async function linkMailedTo(address: string): Promise<{ url: string; uid: string; token: string }> {
  const sender = new OutboxSender({
    db: t.db,
    transport: smtp.url,
    from: 'no-reply@onepair.test',
    linkBase: PUBLIC_URL,
    maxAttempts: 1,
    intervalMs: 1000,
  });
  await sender.runOnce();
  await sender.stop();
  const mail = smtp.received.filter((received) => received.to.includes(address)).at(-1);
  const match = /(\S+)\/reset-password\/([\w-]+)\/([\w-]+)/.exec(mail ? textOf(mail) : '');
  if (!match) throw new Error(`no link mailed to ${address}`);
  return { url: match[0], uid: match[2]!, token: match[3]! };
}

describe('POST /auth/users/set_password/', () => {
  it('is refused to visitors', async () => {
    const response = await post('/auth/users/set_password/', { current_password: 'x', new_password: 'y' });
    expect(response.statusCode).toBe(403);
  });

  it('changes the password, keeps the caller signed in and signs out their other sessions', async () => {
    const user = await signUpAndLogIn(t.app, 'setpw');
    const otherDevice = await logIn(t.app, user.username, user.password);
    const neighbour = await signUpAndLogIn(t.app, 'neighbour');
    const response = await post(
      '/auth/users/set_password/',
      { current_password: user.password, new_password: 'violet kettle drums 42' },
      user,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(user)).statusCode).toBe(200);
    expect((await me(otherDevice)).json()).toEqual({ detail: 'Invalid token.' });
    expect((await me(neighbour)).statusCode).toBe(200);
    const oldLogin = await post('/auth/token/login/', { username: user.username, password: user.password });
    expect(oldLogin.statusCode).toBe(400);
    await logIn(t.app, user.username, 'violet kettle drums 42');
  });

  it('refuses a wrong current password and a weak new one, naming the field, and changes nothing', async () => {
    const user = await signUpAndLogIn(t.app, 'wrongpw');
    const wrong = await post('/auth/users/set_password/', { current_password: 'not it', new_password: 'violet kettle drums 42' }, user);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Invalid password.'] });
    const weak = await post('/auth/users/set_password/', { current_password: user.password, new_password: '12345678' }, user);
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json())).toEqual(['new_password']);
    expect(weak.json().new_password).toContain('This password is entirely numeric.');
    await logIn(t.app, user.username, user.password);
  });
});

describe('POST /auth/token/logout_all/', () => {
  it('is refused to visitors', async () => {
    expect((await post('/auth/token/logout_all/', {})).statusCode).toBe(403);
  });

  it("ends every session of the caller and nobody else's", async () => {
    const user = await signUpAndLogIn(t.app, 'everywhere');
    const otherDevice = await logIn(t.app, user.username, user.password);
    const neighbour = await signUpAndLogIn(t.app, 'neighbour');
    const response = await post('/auth/token/logout_all/', {}, user);
    expect(response.statusCode).toBe(204);
    expect((await me(user)).statusCode).toBe(403);
    expect((await me(otherDevice)).statusCode).toBe(403);
    expect((await me(neighbour)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('auth_tokens').select('key_hash').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('password reset', () => {
  it('answers 204 for an unknown address and mails nothing', async () => {
    const response = await post('/auth/users/reset_password/', { email: 'nobody-here@example.org' });
    expect(response.statusCode).toBe(204);
    expect(await mailsTo('nobody-here@example.org')).toEqual([]);
  });

  it('names a blank address', async () => {
    const response = await post('/auth/users/reset_password/', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['This field may not be blank.'] });
  });

  it('mails a link under PUBLIC_URL; the link sets a new password once and ends every session', async () => {
    const user = await signUpAndLogIn(t.app, 'forgetful');
    const address = `${user.username}@example.org`;
    expect((await post('/auth/users/reset_password/', { email: address.toUpperCase() })).statusCode).toBe(204);
    const link = await linkMailedTo(address);
    expect(link.url.startsWith('https://onepair.example.org/reset-password/')).toBe(true);
    expect(Buffer.from(link.uid, 'base64url').toString()).toBe(String(user.id));
    const stored = await t.db.kysely.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(link.token);

    const weak = await post('/auth/users/reset_password_confirm/', { uid: link.uid, token: link.token, new_password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json())).toEqual(['new_password']);

    const confirm = await post('/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'amber lantern quietly 7',
    });
    expect(confirm.statusCode).toBe(204);
    expect((await me(user)).statusCode).toBe(403);
    await logIn(t.app, user.username, 'amber lantern quietly 7');

    const again = await post('/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'amber lantern quietly 8',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Invalid token for given user.'] });
  });

  it("refuses a wrong, another user's or an expired token, and a bad uid", async () => {
    const user = await signUpAndLogIn(t.app, 'resetter');
    const other = await signUpAndLogIn(t.app, 'bystander');
    await post('/auth/users/reset_password/', { email: `${user.username}@example.org` });
    const link = await linkMailedTo(`${user.username}@example.org`);
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    for (const body of [
      { uid: link.uid, token: 'not-the-token' },
      { uid: otherUid, token: link.token },
    ]) {
      const response = await post('/auth/users/reset_password_confirm/', { ...body, new_password: 'amber lantern quietly 7' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ token: ['Invalid token for given user.'] });
    }
    const badUid = await post('/auth/users/reset_password_confirm/', {
      uid: '!!',
      token: link.token,
      new_password: 'amber lantern quietly 7',
    });
    expect(badUid.json()).toEqual({ uid: ["Invalid user id or user doesn't exist."] });

    await t.db.kysely
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await post('/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'amber lantern quietly 7',
    });
    expect(expired.json()).toEqual({ token: ['Invalid token for given user.'] });
    await logIn(t.app, user.username, user.password);
  });

  it('never takes the Host header: without PUBLIC_URL links point to the server itself', async () => {
    const local = await startSmtp();
    const bare = await createTestApp({ config: { port: 8123, smtpUrl: local.url, mailIntervalSeconds: 1 } });
    try {
      const user = await signUpAndLogIn(bare.app, 'origin');
      const address = `${user.username}@example.org`;
      const response = await bare.app.inject({
        method: 'POST',
        url: '/auth/users/reset_password/',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: { email: address },
      });
      expect(response.statusCode).toBe(204);
      const admin = await logInAdmin(bare.app);
      const created = await bare.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: { ...admin.auth, host: 'evil.example' },
        payload: { username: 'invited_by_staff', email: 'invited@example.org' },
      });
      expect(created.statusCode).toBe(201);
      await expect.poll(() => local.received.length, { timeout: 10_000 }).toBe(2);
      const texts = local.received.map(textOf);
      for (const text of texts) {
        expect(text).not.toContain('evil.example');
        expect(text).toMatch(/http:\/\/localhost:8123\/reset-password\/[\w-]+\/[\w-]+/);
      }
    } finally {
      await bare.close();
      await local.close();
    }
  });
});

describe('users created by staff', () => {
  it('get a link, valid a week, to choose their password and sign in', async () => {
    const created = await post('/api/users/', { username: 'made_by_staff_h5', email: 'made-h5@example.org' }, staff);
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo('made-h5@example.org');
    expect(mail?.subject).toBe('Choose your OnePair password');
    const link = await linkMailedTo('made-h5@example.org');
    const [row] = await t.db.kysely
      .selectFrom('password_reset_tokens')
      .select('expires_at')
      .where('user_id', '=', created.json().id)
      .execute();
    expect(Date.parse(row!.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    const confirm = await post('/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'maple tundra orbit 19',
    });
    expect(confirm.statusCode).toBe(204);
    await logIn(t.app, 'made_by_staff_h5', 'maple tundra orbit 19');
  });
});

describe('PATCH /api/users/{id}/ with a password', () => {
  it('is a 400 naming the field and stores nothing', async () => {
    const user = await signUpAndLogIn(t.app, 'patcher');
    for (const method of ['PATCH', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/users/${user.id}/`,
        headers: user.auth,
        payload: { username: `${user.username}_x`, email: 'changed@example.org', password: 'violet kettle drums 42' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ password: ['Use /auth/users/set_password/ to change the password.'] });
    }
    expect((await me(user)).json()).toMatchObject({ username: user.username, email: `${user.username}@example.org` });
    await logIn(t.app, user.username, user.password);
  });
});

describe('token expiry', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000).toISOString();

  it('refuses a token unused for longer than TOKEN_TTL_DAYS like an invalid one', async () => {
    const user = await signUpAndLogIn(t.app, 'idle');
    await t.db.kysely
      .updateTable('auth_tokens')
      .set({ last_used_at: daysAgo(31) })
      .where('user_id', '=', user.id)
      .execute();
    const response = await me(user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('keeps a token used within the TTL working and records its use at most hourly', async () => {
    const user = await signUpAndLogIn(t.app, 'busy');
    const lastUsed = async () =>
      (await t.db.kysely.selectFrom('auth_tokens').select('last_used_at').where('user_id', '=', user.id).executeTakeFirstOrThrow())
        .last_used_at;
    const recent = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db.kysely.updateTable('auth_tokens').set({ last_used_at: recent }).where('user_id', '=', user.id).execute();
    expect((await me(user)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(recent);
    await t.db.kysely
      .updateTable('auth_tokens')
      .set({ last_used_at: daysAgo(29) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(user)).statusCode).toBe(200);
    expect(Date.now() - Date.parse((await lastUsed())!)).toBeLessThan(60_000);
  });

  it('follows TOKEN_TTL_DAYS', async () => {
    const short = await createTestApp({ config: { tokenTtlDays: 2 } });
    try {
      const user = await signUpAndLogIn(short.app, 'short');
      await short.db.kysely
        .updateTable('auth_tokens')
        .set({ last_used_at: daysAgo(3) })
        .where('user_id', '=', user.id)
        .execute();
      expect((await short.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth })).statusCode).toBe(403);
    } finally {
      await short.close();
    }
  });
});

describe('password strength on change and reset', () => {
  it('refuses a guessable new password with zxcvbn advice, naming new_password', async () => {
    const user = await signUpAndLogIn(t.app, 'strength');
    const change = await post('/auth/users/set_password/', { current_password: user.password, new_password: 'aaaaaaaaaaaa' }, user);
    expect(change.statusCode).toBe(400);
    expect(change.json().new_password[0]).toMatch(/^This password is too easy to guess\. Repeated characters/);
    await post('/auth/users/reset_password/', { email: `${user.username}@example.org` });
    const link = await linkMailedTo(`${user.username}@example.org`);
    const reset = await post('/auth/users/reset_password_confirm/', { uid: link.uid, token: link.token, new_password: 'aaaaaaaaaaaa' });
    expect(reset.statusCode).toBe(400);
    expect(Object.keys(reset.json())).toEqual(['new_password']);
    await logIn(t.app, user.username, user.password);
  });
});

describe('reset mail flooding', () => {
  it('sends one user at most 3 reset mails an hour and answers 204 to every request', async () => {
    const user = await signUpAndLogIn(t.app, 'flooded');
    const address = `${user.username}@example.org`;
    for (let i = 0; i < 5; i++) expect((await post('/auth/users/reset_password/', { email: address })).statusCode).toBe(204);
    expect(await mailsTo(address)).toHaveLength(3);
    // The newest link still works.
    const link = await linkMailedTo(address);
    const confirm = await post('/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'copper meadow lights 5',
    });
    expect(confirm.statusCode).toBe(204);
  });
});

describe('password links at rest', () => {
  it('the outbox, its staff list and the export hold "[link]", never a live token; the sender mints it', async () => {
    const user = await signUpAndLogIn(t.app, 'atrest');
    const address = `${user.username}@example.org`;
    await post('/auth/users/reset_password/', { email: address });
    const [stored] = await mailsTo(address);
    expect(stored!.body).toContain('open this link within an hour:\n\n[link]\n');
    expect(stored!.body).not.toContain('/reset-password/');
    // Nothing usable exists before the mail is sent.
    expect(await t.db.kysely.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([]);

    const link = await linkMailedTo(address);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/outbox/?limit=100', headers: staff.auth });
    const listed = list.json().results.find((message: { to: string }) => message.to === address);
    expect(listed.body).toContain('[link]');
    const exported = await t.app.inject({ method: 'GET', url: '/auth/users/me/export/', headers: user.auth });
    const everything = JSON.stringify(await t.db.kysely.selectFrom('outbox').selectAll().execute()) + list.body + exported.body;
    expect(everything).not.toContain(link.token);
    expect(exported.json().mail.map((message: { body: string }) => message.body)).toEqual([stored!.body]);
    // The mailed link works.
    const confirm = await post('/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'violet harbour engine 4',
    });
    expect(confirm.statusCode).toBe(204);
  });

  it('sends no link to a user switched off after asking, and marks the mail failed', async () => {
    const user = await signUpAndLogIn(t.app, 'switchedoff');
    const address = `${user.username}@example.org`;
    await post('/auth/users/reset_password/', { email: address });
    await t.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    await expect(linkMailedTo(address)).rejects.toThrow(/no link mailed/);
    const [row] = await t.db.kysely.selectFrom('outbox').select(['status', 'last_error']).where('to', '=', address).execute();
    expect(row).toEqual({
      status: 'failed',
      last_error: 'The user this password link is for is no longer active, or has another address now.',
    });
    expect(await t.db.kysely.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('sends no link to the old address of a user whose address changed after asking', async () => {
    const user = await signUpAndLogIn(t.app, 'moved');
    const address = `${user.username}@example.org`;
    await post('/auth/users/reset_password/', { email: address });
    await t.db.kysely
      .updateTable('users')
      .set({ email: `${user.username}.new@example.org`, email_key: `${user.username}.new@example.org` })
      .where('id', '=', user.id)
      .execute();
    await expect(linkMailedTo(address)).rejects.toThrow(/no link mailed/);
    const [row] = await t.db.kysely
      .selectFrom('outbox')
      .select(['status', 'last_error'])
      .where('to', '=', address)
      .where('subject', '=', 'Reset your OnePair password')
      .execute();
    expect(row).toEqual({
      status: 'failed',
      last_error: 'The user this password link is for is no longer active, or has another address now.',
    });
    expect(await t.db.kysely.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
