import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUploadedFile } from '../../src/lib/uploaded-file.js';
import { createTestApp, signUpAndLogIn, type TestApp } from '../helpers.js';

describe('isUploadedFile', () => {
  it('accepts what the multipart plugin makes', () => {
    expect(isUploadedFile({ kind: 'uploaded-file', fieldname: 'image', filename: 'a.png', bytes: Buffer.from([1]) })).toBe(true);
  });

  it.each([
    ['bytes as a JSON array', { kind: 'uploaded-file', fieldname: 'x', filename: 'x', bytes: [0xff, 0xd8, 0xff, 0xe0] }],
    ['bytes as a string', { kind: 'uploaded-file', fieldname: 'x', filename: 'x', bytes: '%PDF-1.7' }],
    ['no bytes', { kind: 'uploaded-file' }],
    ['null', null],
    ['a string', 'uploaded-file'],
  ])('refuses an imitation: %s', (_case, value) => {
    expect(isUploadedFile(value)).toBe(false);
  });
});

describe('a JSON body imitating an upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a 400 naming the field, never a 500', async () => {
    const user = await signUpAndLogIn(t.app);
    const fake = { kind: 'uploaded-file', fieldname: 'prescription', filename: 'x.jpg', bytes: [0xff, 0xd8, 0xff, 0xe0] };
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: user.auth,
      payload: { prescription: fake },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('prescription');
  });
});
