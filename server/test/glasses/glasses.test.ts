import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, MESSAGES, SAMPLE_GLASSES, VALIDATION_MESSAGES } from '@onepair/contract';
import { type SignedInUser, type TestApp, useTestApp, sendRaw } from '../helpers.js';
import { FILES, multipart } from '../multipart.js';

let t: TestApp;
let user: SignedInUser;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, user, staff } = fixture));

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const sendForm = (method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
};

const newItem = {
  name: 'Test Frame',
  description: 'For tests.',
  size: 50,
  color: '#000000',
  prescription_range_upper: 2,
  prescription_range_lower: -2,
  inventory: 5,
};

async function createItem(fields: object = newItem): Promise<any> {
  const response = await send('POST', '/api/glasses/', staff.auth, fields);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('GET /api/glasses/', () => {
  it.each([
    ['a visitor', () => ({})],
    ['a signed-in user', () => user.auth],
    ['staff', () => staff.auth],
    ['a visitor with an empty token header', () => ({ authorization: 'Token ' })],
  ])('lists the sample catalogue for %s, with both spellings and both image names', async (_who, headers) => {
    const response = await send('GET', '/api/glasses/', headers());
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items.length).toBeGreaterThanOrEqual(SAMPLE_GLASSES.length);
    const first = items[0];
    const sample = SAMPLE_GLASSES[0]!;
    expect(first).toEqual({
      glasses_id: expect.any(Number),
      name: sample.name,
      description: sample.description,
      size: sample.size,
      color: sample.color,
      prescription_range_upper: sample.prescriptionRangeUpper,
      prescription_range_lower: sample.prescriptionRangeLower,
      perscription_range_upper: sample.prescriptionRangeUpper,
      perscription_range_lower: sample.prescriptionRangeLower,
      image: expect.stringMatching(/^\/media\/\d+\?v=[0-9a-f]{16}$/),
      img: first.image,
      inventory: sample.inventory,
    });
    expect(items.slice(0, SAMPLE_GLASSES.length).map((item: { name: string; inventory: number }) => [item.name, item.inventory])).toEqual(
      SAMPLE_GLASSES.map((item) => [item.name, item.inventory]),
    );
  });
});

describe('GET /api/glasses/:id/', () => {
  it('reads one item for anyone', async () => {
    const item = await createItem();
    for (const headers of [{}, user.auth, staff.auth]) {
      const response = await send('GET', `/api/glasses/${item.glasses_id}/`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(item);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await send('GET', '/api/glasses/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.notFound });
    const malformed = await send('GET', '/api/glasses/abc/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('id');
  });
});

describe('POST /api/glasses/', () => {
  it('creates an item for staff (201) and lists it', async () => {
    const item = await createItem();
    expect(item).toEqual({
      glasses_id: expect.any(Number),
      ...newItem,
      perscription_range_upper: 2,
      perscription_range_lower: -2,
      image: '',
      img: '',
    });
    const list = (await send('GET', '/api/glasses/')).json();
    expect(list).toContainEqual(item);
  });

  it('accepts the misspelt prescription range and img instead of image', async () => {
    const item = await createItem({
      name: 'Old Client',
      perscription_range_upper: 1.5,
      perscription_range_lower: -3.25,
      img: '/media/1',
      inventory: 3,
    });
    expect(item).toMatchObject({
      prescription_range_upper: 1.5,
      prescription_range_lower: -3.25,
      perscription_range_upper: 1.5,
      perscription_range_lower: -3.25,
      image: '/media/1',
      img: '/media/1',
      description: '',
      color: '',
      size: null,
    });
  });

  it('prefers the correct spelling and image when both are sent', async () => {
    const item = await createItem({
      name: 'Both',
      prescription_range_upper: 3,
      perscription_range_upper: 1,
      image: '/media/2',
      img: '/media/3',
      inventory: 1,
    });
    expect(item).toMatchObject({ prescription_range_upper: 3, image: '/media/2' });
  });

  it('accepts inventory 0 and an https image address', async () => {
    const item = await createItem({ name: 'Sold out', inventory: 0, image: 'https://images.example.org/frame.png' });
    expect(item).toMatchObject({ inventory: 0, image: 'https://images.example.org/frame.png' });
  });

  it.each([
    ['a negative inventory', { ...newItem, inventory: -1 }, 'inventory', 'Ensure this value is greater than or equal to 0.'],
    ['a fractional inventory', { ...newItem, inventory: 1.5 }, 'inventory', 'A valid integer is required.'],
    ['a non-numeric inventory', { ...newItem, inventory: 'many' }, 'inventory', 'A valid integer is required.'],
    ['a huge inventory', { ...newItem, inventory: 1e12 }, 'inventory', 'Ensure this value is less than or equal to 2147483647.'],
    ['a missing inventory', { name: 'No stock' }, 'inventory', VALIDATION_MESSAGES.required],
    ['an inventory of "Infinity"', { ...newItem, inventory: 'Infinity' }, 'inventory', 'A valid integer is required.'],
    ['a size of "1e400"', { ...newItem, size: '1e400' }, 'size', 'A valid number is required.'],
    [
      'a range end of "-Infinity"',
      { ...newItem, perscription_range_lower: '-Infinity' },
      'perscription_range_lower',
      'A valid number is required.',
    ],
    ['a NUL character in the name', { ...newItem, name: 'Frame\u0000' }, 'name', 'Null characters are not allowed.'],
    ['a NUL character in the description', { ...newItem, description: '\u0000' }, 'description', 'Null characters are not allowed.'],
    ['a missing name', { inventory: 1 }, 'name', VALIDATION_MESSAGES.required],
    ['an empty name', { ...newItem, name: '' }, 'name', 'This field may not be blank.'],
    ['a blank name', { ...newItem, name: '   ' }, 'name', 'This field may not be blank.'],
    ['a name over 200 characters', { ...newItem, name: 'x'.repeat(201) }, 'name', 'Ensure this field has no more than 200 characters.'],
    ['a colour over 50 characters', { ...newItem, color: 'x'.repeat(51) }, 'color', 'Ensure this field has no more than 50 characters.'],
    ['a negative size', { ...newItem, size: -3 }, 'size', 'Ensure this value is greater than or equal to 0.'],
    ['a size that is not a number', { ...newItem, size: 'wide' }, 'size', 'A valid number is required.'],
    [
      'an absurd prescription range',
      { ...newItem, prescription_range_upper: 99 },
      'prescription_range_upper',
      'Ensure this value is less than or equal to 30.',
    ],
    [
      'an absurd misspelt range',
      { ...newItem, perscription_range_lower: -99 },
      'perscription_range_lower',
      'Ensure this value is greater than or equal to -30.',
    ],
    [
      'a lower end above the upper end',
      { ...newItem, prescription_range_lower: 3, prescription_range_upper: 1 },
      'prescription_range_lower',
      'The lower end of the prescription range must not be above the upper end.',
    ],
    ['a javascript: image address', { ...newItem, image: 'javascript:alert(1)' }, 'image', 'Enter a valid URL.'],
    ['a protocol-relative image address', { ...newItem, img: '//evil.example/x.png' }, 'img', 'Enter a valid URL.'],
    [
      'an image address over 500 characters',
      { ...newItem, image: `/media/${'1'.repeat(600)}` },
      'image',
      'Ensure this field has no more than 500 characters.',
    ],
    [
      'an image that is an object',
      { ...newItem, image: { kind: 'uploaded-file', bytes: [255, 216, 255] } },
      'image',
      'Not a valid string.',
    ],
  ])('refuses %s with 400 naming the field', async (_case, payload, field, message) => {
    const response = await send('POST', '/api/glasses/', staff.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it('refuses a body that is not an object, and malformed JSON', async () => {
    const list = await send('POST', '/api/glasses/', staff.auth, [1, 2]);
    expect(list.statusCode).toBe(400);
    const malformed = await sendRaw(t.app, 'POST', '/api/glasses/', 'application/json', '{"name":', staff.auth);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('detail');
  });

  it('refuses a visitor (403) and a signed-in user who is not staff (403), storing nothing', async () => {
    const before = (await send('GET', '/api/glasses/')).json().length;
    const visitor = await send('POST', '/api/glasses/', {}, newItem);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const badToken = await send('POST', '/api/glasses/', { authorization: 'Token nonsense' }, newItem);
    expect(badToken.statusCode).toBe(403);
    expect(badToken.json()).toEqual({ detail: MESSAGES.invalidToken });
    const normal = await send('POST', '/api/glasses/', user.auth, newItem);
    expect(normal.statusCode).toBe(403);
    expect(normal.json()).toEqual({ detail: MESSAGES.permissionDenied });
    // Permission comes before validation: a non-staff caller learns nothing about the rules.
    const invalid = await send('POST', '/api/glasses/', user.auth, { inventory: -5 });
    expect(invalid.statusCode).toBe(403);
    expect((await send('GET', '/api/glasses/')).json().length).toBe(before);
  });
});

describe('image uploads (multipart/form-data)', () => {
  it.each([
    ['PNG', FILES.png(2048), 'image/png', 'frame.png'],
    ['JPEG', FILES.jpeg(2048), 'image/jpeg', 'frame.jpg'],
    ['WebP', FILES.webp(2048), 'image/webp', 'frame.webp'],
  ])('stores a %s with a new item and serves it from /media/', async (_type, bytes, contentType, filename) => {
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: 'Uploaded',
      inventory: '7',
      size: '51.5',
      perscription_range_lower: '-1.25',
      image: { filename, contentType: 'application/octet-stream', bytes },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      name: 'Uploaded',
      inventory: 7,
      size: 51.5,
      prescription_range_lower: -1.25,
      perscription_range_lower: -1.25,
    });
    expect(item.image).toMatch(/^\/media\/\d+\?v=[0-9a-f]{16}$/);
    expect(item.img).toBe(item.image);
    const file = await send('GET', item.image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts a file sent as img, and a file of several megabytes', async () => {
    const bytes = FILES.jpeg(3 * 1024 * 1024);
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: 'Big',
      inventory: 1,
      img: { filename: 'big.jpg', contentType: 'image/jpeg', bytes },
    });
    expect(response.statusCode).toBe(201);
    const file = await send('GET', response.json().image);
    expect(file.rawPayload.length).toBe(bytes.length);
  });

  it('replaces the image of an item with PATCH and with PUT', async () => {
    const item = await createItem();
    const patched = await sendForm('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, {
      image: { filename: 'new.png', contentType: 'image/png', bytes: FILES.png() },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: newItem.name,
      inventory: newItem.inventory,
      image: expect.stringMatching(/^\/media\/\d+\?v=[0-9a-f]{16}$/),
    });
    const put = await sendForm('PUT', `/api/glasses/${item.glasses_id}/`, staff.auth, {
      name: 'Renamed',
      inventory: 2,
      image: { filename: 'n.webp', contentType: 'image/webp', bytes: FILES.webp() },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renamed', inventory: 2 });
    expect(put.json().image).not.toBe(patched.json().image);
  });

  it.each([
    ['text named .svg whose root is not svg', FILES.html(), 'x.svg', 'image/svg+xml'],
    ['an HTML page named .png', FILES.html(), 'x.png', 'image/png'],
    ['a PDF', FILES.pdf(), 'x.pdf', 'application/pdf'],
  ])('refuses %s with 400 naming image, storing nothing', async (_case, bytes, filename, contentType) => {
    const before = (await send('GET', '/api/glasses/')).json().length;
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: 'Bad',
      inventory: 1,
      image: { filename, contentType, bytes },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().image[0]).toMatch(/^Upload a valid image/);
    expect((await send('GET', '/api/glasses/')).json().length).toBe(before);
  });

  it('refuses an empty file', async () => {
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: 'Empty',
      inventory: 1,
      image: { filename: 'e.png', contentType: 'image/png', bytes: Buffer.alloc(0) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [CATALOGUE_MESSAGES.emptyImage] });
  });

  it('refuses a file over 5 MB with 400 naming image', async () => {
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: 'Huge',
      inventory: 1,
      image: { filename: 'h.png', contentType: 'image/png', bytes: FILES.png(5 * 1024 * 1024 + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [CATALOGUE_MESSAGES.imageTooLarge] });
  });

  it('validates the text fields of a form: a bad inventory is a 400 naming inventory', async () => {
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: 'Form',
      inventory: '-2',
      image: { filename: 'a.png', contentType: 'image/png', bytes: FILES.png() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ inventory: ['Ensure this value is greater than or equal to 0.'] });
    const text = await sendForm('POST', '/api/glasses/', staff.auth, { name: 'Form', inventory: 'lots' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ inventory: ['A valid integer is required.'] });
  });

  it('refuses a file in a text field', async () => {
    const response = await sendForm('POST', '/api/glasses/', staff.auth, {
      name: { filename: 'a.png', contentType: 'image/png', bytes: FILES.png() },
      inventory: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('name');
  });

  it('refuses an upload from a non-staff user or a visitor with 403', async () => {
    for (const headers of [{}, user.auth]) {
      const response = await sendForm('POST', '/api/glasses/', headers, {
        name: 'Sneaky',
        inventory: 1,
        image: { filename: 'a.png', contentType: 'image/png', bytes: FILES.png() },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('PUT /api/glasses/:id/', () => {
  it('replaces an item for staff; fields not sent stay', async () => {
    const item = await createItem();
    const response = await send('PUT', `/api/glasses/${item.glasses_id}/`, staff.auth, {
      name: 'Replaced',
      inventory: 9,
      perscription_range_upper: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...item, name: 'Replaced', inventory: 9, prescription_range_upper: 4, perscription_range_upper: 4 });
    expect((await send('GET', `/api/glasses/${item.glasses_id}/`)).json()).toEqual(response.json());
  });

  it('requires name and inventory', async () => {
    const item = await createItem();
    const response = await send('PUT', `/api/glasses/${item.glasses_id}/`, staff.auth, { color: 'red' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [VALIDATION_MESSAGES.required], inventory: [VALIDATION_MESSAGES.required] });
  });

  it('refuses a negative inventory naming inventory', async () => {
    const item = await createItem();
    const response = await send('PUT', `/api/glasses/${item.glasses_id}/`, staff.auth, { name: 'x', inventory: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ inventory: ['Ensure this value is greater than or equal to 0.'] });
  });

  it('answers 404 for an unknown item (staff)', async () => {
    const response = await send('PUT', '/api/glasses/999999/', staff.auth, { name: 'x', inventory: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.notFound });
  });

  it('refuses a visitor and a non-staff user with 403, changing nothing', async () => {
    const item = await createItem();
    expect((await send('PUT', `/api/glasses/${item.glasses_id}/`, {}, { name: 'x', inventory: 1 })).json()).toEqual({
      detail: MESSAGES.notAuthenticated,
    });
    const normal = await send('PUT', `/api/glasses/${item.glasses_id}/`, user.auth, { name: 'x', inventory: 1 });
    expect(normal.statusCode).toBe(403);
    expect(normal.json()).toEqual({ detail: MESSAGES.permissionDenied });
    expect((await send('GET', `/api/glasses/${item.glasses_id}/`)).json()).toEqual(item);
  });
});

describe('PATCH /api/glasses/:id/', () => {
  it('changes only the fields sent (staff)', async () => {
    const item = await createItem();
    const response = await send('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, { inventory: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...item, inventory: 0 });
  });

  it('accepts an empty body and clears nullable fields with null', async () => {
    const item = await createItem();
    expect((await send('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, {})).json()).toEqual(item);
    const cleared = await send('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, { size: null, perscription_range_lower: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      size: null,
      prescription_range_lower: null,
      perscription_range_lower: null,
      prescription_range_upper: 2,
    });
  });

  it('checks the range against the stored other end', async () => {
    const item = await createItem();
    const response = await send('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, { prescription_range_lower: 2.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('prescription_range_lower');
  });

  it.each([
    [{ inventory: -1 }, 'inventory'],
    [{ inventory: 'x' }, 'inventory'],
    [{ name: '' }, 'name'],
    [{ image: 'data:text/html,<script>' }, 'image'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const item = await createItem();
    const response = await send('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  it('answers 404 for an unknown item (staff)', async () => {
    expect((await send('PATCH', '/api/glasses/999999/', staff.auth, { inventory: 1 })).statusCode).toBe(404);
  });

  it('refuses a visitor and a non-staff user with 403', async () => {
    const item = await createItem();
    expect((await send('PATCH', `/api/glasses/${item.glasses_id}/`, {}, { inventory: 1 })).statusCode).toBe(403);
    const normal = await send('PATCH', `/api/glasses/${item.glasses_id}/`, user.auth, { inventory: 100 });
    expect(normal.statusCode).toBe(403);
    expect(normal.json()).toEqual({ detail: MESSAGES.permissionDenied });
    expect((await send('GET', `/api/glasses/${item.glasses_id}/`)).json().inventory).toBe(item.inventory);
  });
});

describe('DELETE /api/glasses/:id/', () => {
  it('deletes an item for staff (204), then it is gone (404)', async () => {
    const item = await createItem();
    const response = await send('DELETE', `/api/glasses/${item.glasses_id}/`, staff.auth);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await send('GET', `/api/glasses/${item.glasses_id}/`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/glasses/${item.glasses_id}/`, staff.auth)).statusCode).toBe(404);
  });

  it('refuses a visitor and a non-staff user with 403, keeping the item', async () => {
    const item = await createItem();
    const visitor = await send('DELETE', `/api/glasses/${item.glasses_id}/`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const normal = await send('DELETE', `/api/glasses/${item.glasses_id}/`, user.auth);
    expect(normal.statusCode).toBe(403);
    expect(normal.json()).toEqual({ detail: MESSAGES.permissionDenied });
    expect((await send('GET', `/api/glasses/${item.glasses_id}/`)).statusCode).toBe(200);
  });
});

describe('the catalogue list cache', () => {
  it('shows changes made through this server at once', async () => {
    const item = await createItem();
    await send('GET', '/api/glasses/');
    await send('PATCH', `/api/glasses/${item.glasses_id}/`, staff.auth, { inventory: 3 });
    const listed = (await send('GET', '/api/glasses/')).json().find((g: { glasses_id: number }) => g.glasses_id === item.glasses_id);
    expect(listed.inventory).toBe(3);
    await send('DELETE', `/api/glasses/${item.glasses_id}/`, staff.auth);
    expect((await send('GET', '/api/glasses/')).json().some((g: { glasses_id: number }) => g.glasses_id === item.glasses_id)).toBe(false);
  });

  it('shows a change made elsewhere (another instance) within a second, and item reads at once', async () => {
    const item = await createItem();
    await send('GET', '/api/glasses/');
    await t.db.kysely.updateTable('glasses').set({ inventory: 77 }).where('glasses_id', '=', item.glasses_id).execute();
    expect((await send('GET', `/api/glasses/${item.glasses_id}/`)).json().inventory).toBe(77);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const listed = (await send('GET', '/api/glasses/')).json().find((g: { glasses_id: number }) => g.glasses_id === item.glasses_id);
    expect(listed.inventory).toBe(77);
  });
});
