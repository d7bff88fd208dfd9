/**
 * A claim's support conversation is listed a page at a time (oldest first, at most `limit`
 * messages after message `after`, default 200), with a Link header naming the next page, so
 * one answer never carries a conversation of any length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_PAGE_SIZE } from '@onepair/contract';
import { createTestApp, logInAdmin, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';

let t: TestApp;
let staff: SignedInUser;
let who: SignedInUser;
let claimId: number;
const COUNT = SUPPORT_MESSAGE_PAGE_SIZE + 5;

beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
  who = await recipient(t.app);
  const glassesId = await newGlasses(t, 3);
  const claimed = await t.app.inject({
    method: 'PATCH',
    url: `/api/donatees/${who.donateeId}/`,
    headers: who.auth,
    payload: { has_claimed: true, claimed_glasses: glassesId },
  });
  claimId = claimed.json().claim.id;
  // Written straight into the table: the pages read nothing else.
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto('claim_messages')
    .values(
      Array.from({ length: COUNT }, (_, i) => ({
        claim_id: claimId,
        author_user_id: who.id,
        author_role: 'recipient' as const,
        body: `Message ${i + 1}`,
        created_at: now,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const list = (query = '', by: SignedInUser = who) =>
  t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/messages/${query}`, headers: by.auth });

describe('GET /api/claims/{id}/messages/ a page at a time', () => {
  it('answers the first page, oldest first, and names the next in a Link header', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const messages = first.json() as { id: number; body: string }[];
    expect(messages).toHaveLength(SUPPORT_MESSAGE_PAGE_SIZE);
    expect(messages[0]!.body).toBe('Message 1');
    const last = messages.at(-1)!.id;
    expect(first.headers.link).toBe(`</api/claims/${claimId}/messages/?limit=${SUPPORT_MESSAGE_PAGE_SIZE}&after=${last}>; rel="next"`);
    const second = await list(`?limit=${SUPPORT_MESSAGE_PAGE_SIZE}&after=${last}`);
    expect(second.json().map((message: { body: string }) => message.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Message ${SUPPORT_MESSAGE_PAGE_SIZE + i + 1}`),
    );
    expect(second.headers.link).toBeUndefined();
  });

  it('walks the whole conversation with a small limit, each message once, for staff too', async () => {
    const seen: number[] = [];
    let url: string | undefined = '?limit=50';
    while (url) {
      const page = await list(url, staff);
      seen.push(...page.json().map((message: { id: number }) => message.id));
      const link = page.headers.link as string | undefined;
      url = link ? /<[^?]+(\?[^>]+)>/.exec(link)![1] : undefined;
    }
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen).size).toBe(COUNT);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('refuses a bad limit or position with a 400 naming it', async () => {
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect(Object.keys((await list('?limit=501')).json())).toEqual(['limit']);
    expect(Object.keys((await list('?after=abc')).json())).toEqual(['after']);
  });
});
