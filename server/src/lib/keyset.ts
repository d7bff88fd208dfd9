/**
 * Keyset paging, the one way every list reads a page: a list is ordered by a key that ends in a
 * unique id, a page is the rows after the key of the last row the previous page showed, and
 * that key travels to the client as an opaque cursor. Reading one row more than the page tells
 * whether a next page exists without counting; a row added meanwhile takes its place in the
 * order, so nothing listed comes twice and nothing is skipped.
 *
 * - `cursorCodec(Type.Tuple([...]))` writes a key as a cursor and reads it back, refusing
 *   anything the list could not have given with one 400 on the field that carried it;
 * - `afterKey(eb, [[column, value], ...], direction)` is the "after this key" condition;
 * - `toPage(rows, limit, cursorOf)` cuts the extra row off and makes the next cursor.
 */
import { MAX_ID } from '@onepair/contract';
import { Type, type Static, type TTuple } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { sql, type Expression, type ExpressionBuilder, type SqlBool, type StringReference } from 'kysely';
import { validationError } from './errors.js';

export const BAD_CURSOR = 'This cursor is not one the list returned.';

/**
 * A record id inside a cursor. Ids are 32-bit integers on PostgreSQL: a larger one would fail
 * the query instead of matching nothing, so the cursor is refused first.
 */
export const CursorId = Type.Integer({ minimum: 1, maximum: MAX_ID });

export interface CursorCodec<Key> {
  encode(key: Key): string;
  /** The key a cursor names; a 400 on `field` when it is not one the list gave. */
  decode(text: string, field?: string): Key;
}

/**
 * A codec from the cursor's own text form, for the lists whose cursors clients already read
 * (the outbox's bare id, the donation pages' `<date>.<donation_id>`). `parse` answers
 * undefined for text the list could not have given.
 */
export function textCursor<Key>(
  format: (key: Key) => string,
  parse: (text: string) => Key | undefined,
  message = BAD_CURSOR,
): CursorCodec<Key> {
  return {
    encode: format,
    decode(text, field = 'after') {
      const key = parse(text);
      if (key === undefined) throw validationError({ [field]: message });
      return key;
    },
  };
}

/** The usual cursor: the key as a JSON array in base64url, checked against `schema` when read. */
export function cursorCodec<S extends TTuple>(schema: S, message = BAD_CURSOR): CursorCodec<Static<S>> {
  const check = TypeCompiler.Compile(schema);
  return textCursor(
    (key) => Buffer.from(JSON.stringify(key)).toString('base64url'),
    (text) => {
      try {
        const key: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
        return check.Check(key) ? key : undefined;
      } catch {
        return undefined;
      }
    },
    message,
  );
}

export type KeyDirection = 'asc' | 'desc';

/**
 * The rows after `key` in a list ordered by its columns, all ascending or all descending. For
 * a key of several columns this is `(a > x) or (a = x and id > y)`, written as the row-value
 * comparison `(a, id) > (x, y)`: both engines read it as a range of the index on those columns,
 * so a page deep in the list costs what the first does, where the spelled-out `or` can make
 * PostgreSQL and SQLite scan every row before the cursor.
 */
export function afterKey<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  key: ReadonlyArray<readonly [StringReference<DB, TB> | Expression<unknown>, unknown]>,
  direction: KeyDirection = 'asc',
): Expression<SqlBool> {
  const after = sql.raw(direction === 'asc' ? '>' : '<');
  const columns = key.map(([column]) => (typeof column === 'string' ? eb.ref(column) : column));
  const values = key.map(([, value]) => sql`${value}`);
  if (key.length === 1) return sql<SqlBool>`${columns[0]} ${after} ${values[0]}`;
  return sql<SqlBool>`(${sql.join(columns)}) ${after} (${sql.join(values)})`;
}

export interface Page<Row> {
  results: Row[];
  /** The cursor of the page after this one, or null on the last page. */
  next: string | null;
}

/** A page from `limit + 1` rows read in the list's order: the extra row only says a next page exists. */
export function toPage<Row>(rows: Row[], limit: number, cursorOf: (last: Row) => string): Page<Row> {
  if (rows.length <= limit) return { results: rows, next: null };
  const results = rows.slice(0, limit);
  return { results, next: cursorOf(results[limit - 1]!) };
}
