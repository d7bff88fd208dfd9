/**
 * The staff catalogue: the list with retired items and the low-stock flag, create (first stock
 * as a received movement), edit (never stock), retire and list again, images judged by their
 * bytes and served so an SVG cannot run script, and the audit entry of every write, old
 * endpoints included.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, LOW_STOCK_THRESHOLD, STOCK_MESSAGES } from '@onepair/contract';
import { rowCount, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { FILES, multipart } from '../multipart.js';
import { recipient, stockOf } from '../claims/helpers.js';

let t: TestApp;
let user: SignedInUser;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, user, staff } = fixture));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload }) });
const sendForm = (method: 'POST' | 'PATCH', url: string, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return t.app.inject({ method, url, headers: { ...staff.auth, ...form.headers }, payload: form.payload });
};

let counter = 0;
async function addItem(fields: object = {}): Promise<any> {
  counter += 1;
  const response = await send('POST', '/api/staff/glasses/', staff, { name: `Staff frame ${counter}`, color: 'Black', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const auditOf = (glassesId: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'glasses')
    .where('target_id', '=', String(glassesId))
    .orderBy('id')
    .execute();
const movementsOf = (glassesId: number) =>
  t.db.kysely.selectFrom('stock_movements').selectAll().where('glasses_id', '=', glassesId).orderBy('id').execute();
const itemCount = () => rowCount(t, 'glasses');
const mediaCount = () => rowCount(t, 'media');

describe('POST /api/staff/glasses/', () => {
  it('adds an item whose first stock is one received movement, audited with the item', async () => {
    const item = await addItem({ initial_stock: 20, size: 48, prescription_range_lower: -2, prescription_range_upper: 1 });
    expect(item).toMatchObject({ inventory: 20, low_stock: false, retired_at: null, size: 48, color: 'Black' });
    const movements = await movementsOf(item.glasses_id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ change: 20, kind: 'received', reason: STOCK_MESSAGES.newItem, by_user_id: staff.id });
    const audit = await auditOf(item.glasses_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'glasses.create', actor_id: staff.id, actor_username: staff.username, before: null });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ name: item.name, inventory: 20 });
  });

  it('adds an item without stock and without a movement, flagged low', async () => {
    const item = await addItem();
    expect(item).toMatchObject({ inventory: 0, low_stock: true });
    expect(await movementsOf(item.glasses_id)).toEqual([]);
  });

  it.each([
    ['inventory set directly', { name: 'X', inventory: 5 }, 'inventory', CATALOGUE_MESSAGES.inventoryNotEditable],
    ['a blank name', { name: '   ' }, 'name', 'This field may not be blank.'],
    ['a missing name', { color: 'Red' }, 'name', 'This field is required.'],
    [
      'a range upside down',
      { name: 'X', prescription_range_lower: 2, prescription_range_upper: -2 },
      'prescription_range_lower',
      undefined,
    ],
    ['a negative first stock', { name: 'X', initial_stock: -1 }, 'initial_stock', undefined],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, body, field, message) => {
    const before = await itemCount();
    const audits = (await t.db.kysely.selectFrom('audit_log').select('id').execute()).length;
    const response = await send('POST', '/api/staff/glasses/', staff, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    if (message) expect(response.json()[field]).toEqual([message]);
    expect(await itemCount()).toBe(before);
    expect((await t.db.kysely.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });
});

describe('GET /api/staff/glasses/', () => {
  it('lists every item with its stock and low-stock flag, retired ones too, newest first', async () => {
    const low = await addItem({ initial_stock: LOW_STOCK_THRESHOLD });
    const plenty = await addItem({ initial_stock: LOW_STOCK_THRESHOLD + 1 });
    const gone = await addItem({ initial_stock: 3 });
    expect((await send('POST', `/api/staff/glasses/${gone.glasses_id}/retire/`, staff)).statusCode).toBe(200);

    const all = (await send('GET', '/api/staff/glasses/?limit=200', staff)).json();
    const ids = all.results.map((item: { glasses_id: number }) => item.glasses_id);
    expect(ids.slice(0, 3)).toEqual([gone.glasses_id, plenty.glasses_id, low.glasses_id]);
    expect(all.results.find((i: any) => i.glasses_id === low.glasses_id)).toMatchObject({ inventory: 10, low_stock: true });
    expect(all.results.find((i: any) => i.glasses_id === plenty.glasses_id)).toMatchObject({ inventory: 11, low_stock: false });
    expect(all.results.find((i: any) => i.glasses_id === gone.glasses_id).retired_at).toEqual(expect.any(String));

    const listed = (await send('GET', '/api/staff/glasses/?state=listed&limit=200', staff)).json().results;
    expect(listed.map((i: any) => i.glasses_id)).not.toContain(gone.glasses_id);
    expect(listed.every((i: any) => i.retired_at === null)).toBe(true);
    const retired = (await send('GET', '/api/staff/glasses/?state=retired&limit=200', staff)).json().results;
    expect(retired.map((i: any) => i.glasses_id)).toEqual([gone.glasses_id]);
    const lowOnly = (await send('GET', '/api/staff/glasses/?low_stock=true&limit=200', staff)).json().results;
    expect(lowOnly.length).toBeGreaterThan(0);
    expect(lowOnly.every((i: any) => i.inventory <= LOW_STOCK_THRESHOLD && i.low_stock)).toBe(true);
    expect(lowOnly.map((i: any) => i.glasses_id)).toContain(low.glasses_id);
    expect(lowOnly.map((i: any) => i.glasses_id)).not.toContain(plenty.glasses_id);
  });

  it('pages with the cursor it returns, without gaps or repeats', async () => {
    const all = (await send('GET', '/api/staff/glasses/?limit=200', staff)).json().results.map((i: any) => i.glasses_id);
    const seen: number[] = [];
    let url = '/api/staff/glasses/?limit=2';
    for (;;) {
      const page = (await send('GET', url, staff)).json();
      seen.push(...page.results.map((i: any) => i.glasses_id));
      if (!page.next) break;
      url = `/api/staff/glasses/?limit=2&after=${page.next}`;
    }
    expect(seen).toEqual(all);
  });

  it.each([
    ['a cursor it never returned', '?after=nonsense', 'after'],
    ['an unknown state', '?state=gone', 'state'],
    ['a limit of 0', '?limit=0', 'limit'],
  ])('answers %s with a 400 naming the parameter', async (_case, query, field) => {
    const response = await send('GET', `/api/staff/glasses/${query}`, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });
});

describe('PATCH /api/staff/glasses/{id}/', () => {
  it('changes the fields sent and records before and after', async () => {
    const item = await addItem({ initial_stock: 4, description: 'Old words' });
    const response = await send('PATCH', `/api/staff/glasses/${item.glasses_id}/`, staff, { name: 'Renamed frame', size: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed frame', size: null, description: 'Old words', inventory: 4 });
    const audit = (await auditOf(item.glasses_id)).at(-1)!;
    expect(audit.action).toBe('glasses.update');
    expect(JSON.parse(audit.before!)).toMatchObject({ name: item.name });
    expect(JSON.parse(audit.after!)).toMatchObject({ name: 'Renamed frame' });
  });

  it('never sets stock: inventory is a 400 saying where stock changes, and nothing changes', async () => {
    const item = await addItem({ initial_stock: 4 });
    const response = await send('PATCH', `/api/staff/glasses/${item.glasses_id}/`, staff, { name: 'Other', inventory: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ inventory: [CATALOGUE_MESSAGES.inventoryNotEditable] });
    expect(await stockOf(t, item.glasses_id)).toBe(4);
    expect((await send('GET', `/api/staff/glasses/${item.glasses_id}/`, staff)).json().name).toBe(item.name);
    expect(await auditOf(item.glasses_id)).toHaveLength(1);
  });

  it('answers an unknown item with 404', async () => {
    expect((await send('PATCH', '/api/staff/glasses/999999/', staff, { name: 'x' })).statusCode).toBe(404);
    expect((await send('GET', '/api/staff/glasses/999999/', staff)).statusCode).toBe(404);
  });
});

describe('retiring an item', () => {
  it('takes it out of the public catalogue and out of reach of claims, keeping its history', async () => {
    const item = await addItem({ initial_stock: 5 });
    await send('POST', `/api/staff/glasses/${item.glasses_id}/stock/`, staff, { change: 2, reason: 'Found two more' });
    const retired = await send('POST', `/api/staff/glasses/${item.glasses_id}/retire/`, staff);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ inventory: 7, retired_at: expect.any(String) });

    const publicList = (await send('GET', '/api/glasses/')).json();
    expect(publicList.map((i: any) => i.glasses_id)).not.toContain(item.glasses_id);
    const detail = await send('GET', `/api/glasses/${item.glasses_id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().retired_at).toBe(retired.json().retired_at);

    const who = await recipient(t.app, 'retiredclaim');
    const claim = await send('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: item.glasses_id });
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toEqual({ claimed_glasses: [CATALOGUE_MESSAGES.retired] });
    expect(await stockOf(t, item.glasses_id)).toBe(7);
    const me = (await send('GET', '/auth/users/me/', who)).json();
    expect(me.account.donatee.has_claimed).toBe(false);

    const ledger = (await send('GET', `/api/staff/glasses/${item.glasses_id}/stock/`, staff)).json();
    expect(ledger.results.map((m: any) => m.change)).toEqual([2, 5]);
    // The stock entry in between writes its own audit entry (stock/service.ts).
    const actions = (await auditOf(item.glasses_id)).map((a) => a.action);
    expect([actions[0], actions.at(-1)]).toEqual(['glasses.create', 'glasses.retire']);
  });

  it('refuses to assign a retired frame to a claim that named none', async () => {
    const item = await addItem({ initial_stock: 2 });
    const who = await recipient(t.app, 'retiredassign');
    const claim = await send('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true });
    expect(claim.statusCode).toBe(200);
    await send('POST', `/api/staff/glasses/${item.glasses_id}/retire/`, staff);
    const assign = await send('POST', `/api/staff/claims/${claim.json().claim.id}/assign/`, staff, { glasses: item.glasses_id });
    expect(assign.statusCode).toBe(400);
    expect(assign.json()).toEqual({ glasses: [CATALOGUE_MESSAGES.retired] });
    expect(await stockOf(t, item.glasses_id)).toBe(2);
  });

  it('lists it again when un-retired; retiring twice or un-retiring a listed item is a 400', async () => {
    const item = await addItem({ initial_stock: 1 });
    expect((await send('POST', `/api/staff/glasses/${item.glasses_id}/unretire/`, staff)).json()).toEqual({
      retired_at: [CATALOGUE_MESSAGES.notRetired],
    });
    await send('POST', `/api/staff/glasses/${item.glasses_id}/retire/`, staff);
    const again = await send('POST', `/api/staff/glasses/${item.glasses_id}/retire/`, staff);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ retired_at: [CATALOGUE_MESSAGES.alreadyRetired] });
    const back = await send('POST', `/api/staff/glasses/${item.glasses_id}/unretire/`, staff);
    expect(back.statusCode).toBe(200);
    expect(back.json().retired_at).toBeNull();
    expect((await send('GET', '/api/glasses/')).json().map((i: any) => i.glasses_id)).toContain(item.glasses_id);
    const detail = (await send('GET', `/api/glasses/${item.glasses_id}/`)).json();
    expect(detail).not.toHaveProperty('retired_at');
    expect((await auditOf(item.glasses_id)).map((a) => a.action)).toEqual(['glasses.create', 'glasses.retire', 'glasses.unretire']);
  });

  it('answers an unknown item with 404', async () => {
    expect((await send('POST', '/api/staff/glasses/999999/retire/', staff)).statusCode).toBe(404);
  });
});

describe('images', () => {
  const svgWithScript = Buffer.from(
    '<?xml version="1.0"?>\n<!-- a frame -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

  it.each([
    ['a PNG', FILES.png(2048), 'image/png', 'frame.bin'],
    ['a JPEG', FILES.jpeg(2048), 'image/jpeg', 'frame'],
    ['a WebP', FILES.webp(2048), 'image/webp', 'frame.png'],
    ['an SVG with a script', svgWithScript, 'image/svg+xml', 'frame.txt'],
  ])('stores %s by its bytes, whatever its name, and serves it with its type', async (_case, bytes, type, filename) => {
    const response = await sendForm('POST', '/api/staff/glasses/', {
      name: `Imaged ${type}`,
      initial_stock: '3',
      image: { filename, contentType: 'application/octet-stream', bytes },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ inventory: 3, image: expect.stringMatching(/^\/media\/\d+\?v=[0-9a-f]{16}$/) });
    const file = await send('GET', response.json().image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves an SVG so that it cannot run script: a sandboxing CSP with no script source', async () => {
    const response = await sendForm('POST', '/api/staff/glasses/', {
      name: 'Scripted SVG',
      image: { filename: 'x.svg', contentType: 'image/svg+xml', bytes: svgWithScript },
    });
    const file = await send('GET', response.json().image);
    const csp = String(file.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('replaces the image of an item on edit', async () => {
    const item = await addItem();
    const response = await sendForm('PATCH', `/api/staff/glasses/${item.glasses_id}/`, {
      image: { filename: 'new.png', contentType: 'image/png', bytes: FILES.png() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toMatch(/^\/media\/\d+\?v=[0-9a-f]{16}$/);
  });

  it.each([
    ['text renamed .png', Buffer.from('just some text, not a picture at all'), 'photo.png', 'image/png', CATALOGUE_MESSAGES.badImage],
    ['an HTML page renamed .svg', FILES.html(), 'x.svg', 'image/svg+xml', CATALOGUE_MESSAGES.badImage],
    [
      'an SVG with an entity block',
      Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>'),
      'x.svg',
      'image/svg+xml',
      CATALOGUE_MESSAGES.badImage,
    ],
    ['a PDF', FILES.pdf(), 'x.pdf', 'application/pdf', CATALOGUE_MESSAGES.badImage],
    ['a file over 5 MB', FILES.png(5 * 1024 * 1024 + 1), 'big.png', 'image/png', CATALOGUE_MESSAGES.imageTooLarge],
  ])('refuses %s with a 400 naming image, storing nothing', async (_case, bytes, filename, contentType, message) => {
    const [items, media] = [await itemCount(), await mediaCount()];
    const response = await sendForm('POST', '/api/staff/glasses/', { name: 'Refused', image: { filename, contentType, bytes } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [message] });
    expect([await itemCount(), await mediaCount()]).toEqual([items, media]);
  });
});

describe('the older staff endpoints on /api/glasses/', () => {
  it('audit every write with the change', async () => {
    const created = await send('POST', '/api/glasses/', staff, { name: 'Old way', inventory: 3 });
    expect(created.statusCode).toBe(201);
    const id = created.json().glasses_id;
    expect(created.json()).not.toHaveProperty('low_stock');
    expect(created.json()).not.toHaveProperty('retired_at');
    expect((await send('PATCH', `/api/glasses/${id}/`, staff, { color: 'Teal', inventory: 5 })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/glasses/${id}/`, staff)).statusCode).toBe(204);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['glasses.create', 'glasses.update', 'glasses.delete']);
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ color: 'Teal', inventory: 5 });
    expect(JSON.parse(audit[2]!.before!)).toMatchObject({ name: 'Old way' });
    expect(audit[2]!.after).toBeNull();
  });

  it('write no audit entry when the change is refused', async () => {
    const before = (await t.db.kysely.selectFrom('audit_log').select('id').execute()).length;
    expect((await send('POST', '/api/glasses/', staff, { name: '', inventory: 3 })).statusCode).toBe(400);
    expect((await send('POST', '/api/staff/glasses/', user, { name: 'Not staff' })).statusCode).toBe(403);
    expect((await t.db.kysely.selectFrom('audit_log').select('id').execute()).length).toBe(before);
  });
});
