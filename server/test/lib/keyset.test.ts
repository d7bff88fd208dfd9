import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { MAX_ID } from '@onepair/contract';
import { ApiError } from '../../src/lib/errors.js';
import { BAD_CURSOR, CursorId, afterKey, cursorCodec, textCursor, toPage } from '../../src/lib/keyset.js';

interface Tables {
  claims: { id: number; claimed_at: string };
}

// Compiles without a database, to read the SQL the condition becomes.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.body;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('cursorCodec', () => {
  const codec = cursorCodec(Type.Tuple([Type.String(), CursorId]));

  it('writes the key as a JSON array in base64url and reads it back', () => {
    const text = codec.encode(['2026-01-02T03:04:05.000Z', 7]);
    expect(text).toBe(Buffer.from('["2026-01-02T03:04:05.000Z",7]').toString('base64url'));
    expect(codec.decode(text)).toEqual(['2026-01-02T03:04:05.000Z', 7]);
  });

  it('refuses what the list could not have given, with one 400 on the field', () => {
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of [
      'garbage',
      '',
      encoded([1, 7]),
      encoded(['x']),
      encoded(['x', 7, 8]),
      encoded(['x', 0]),
      encoded(['x', MAX_ID + 1]),
    ]) {
      expect(refusal(() => codec.decode(text))).toEqual({ after: [BAD_CURSOR] });
    }
    expect(refusal(() => codec.decode('garbage', 'cursor'))).toEqual({ cursor: [BAD_CURSOR] });
    expect(codec.decode(encoded(['', MAX_ID]))).toEqual(['', MAX_ID]);
  });
});

describe('textCursor', () => {
  it('keeps a cursor written as text, with its own message', () => {
    const codec = textCursor(
      (id: number) => String(id),
      (text) => (/^\d+$/.test(text) ? Number(text) : undefined),
      'Not a position.',
    );
    expect(codec.encode(12)).toBe('12');
    expect(codec.decode('12')).toBe(12);
    expect(refusal(() => codec.decode('x'))).toEqual({ after: ['Not a position.'] });
  });
});

describe('afterKey', () => {
  it('is the row-value comparison of the key, in the direction of the list', () => {
    const ascending = db
      .selectFrom('claims')
      .select('id')
      .where((eb) =>
        afterKey(eb, [
          ['claimed_at', 'x'],
          ['id', 3],
        ]),
      )
      .compile();
    expect(ascending.sql).toBe('select "id" from "claims" where ("claimed_at", "id") > (?, ?)');
    expect(ascending.parameters).toEqual(['x', 3]);
    const descending = db
      .selectFrom('claims')
      .select('id')
      .where((eb) => afterKey(eb, [['id', 3]], 'desc'))
      .compile();
    expect(descending.sql).toBe('select "id" from "claims" where "id" < ?');
  });
});

describe('toPage', () => {
  it('drops the extra row and names the last row shown as the next cursor', () => {
    expect(toPage([1, 2, 3], 2, (last) => `after ${last}`)).toEqual({ results: [1, 2], next: 'after 2' });
    expect(toPage([1, 2], 2, (last) => `after ${last}`)).toEqual({ results: [1, 2], next: null });
    expect(toPage([], 2, (last) => `after ${String(last)}`)).toEqual({ results: [], next: null });
  });
});
