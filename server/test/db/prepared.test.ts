import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../src/db/prepared.js';
import type { Queryable } from '../../src/db/types.js';
import { statementsAtOnce } from '../../src/db/sqlite-dialect.js';
import { createTestApp, signUpAndLogIn, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const regionsBetween = prepare((db, from: number, to: number) =>
  db.selectFrom('regions').select(['region_id', 'name']).where('region_id', '>=', from).where('region_id', '<=', to).orderBy('region_id'),
);

describe('prepared queries', () => {
  it('runs with the arguments of each call, not those of the first', async () => {
    const first = await regionsBetween(t.db.kysely, 1, 2);
    const second = await regionsBetween(t.db.kysely, 4, 5);
    expect(first.map((row) => row.region_id)).toEqual([1, 2]);
    expect(second.map((row) => row.region_id)).toEqual([4, 5]);
  });

  it('keeps the constants the query was built with', async () => {
    const inRegion = prepare((db, name: string) =>
      db.selectFrom('regions').select('region_id').where('name', '=', name).where('region_id', '<', 3),
    );
    const [first] = await t.db.kysely.selectFrom('regions').select(['region_id', 'name']).where('region_id', '=', 1).execute();
    const [last] = await t.db.kysely.selectFrom('regions').select(['region_id', 'name']).where('region_id', '=', 5).execute();
    expect(await inRegion(t.db.kysely, first!.name)).toEqual([{ region_id: 1 }]);
    // Region 5 exists, but the constant `< 3` still applies.
    expect(await inRegion(t.db.kysely, last!.name)).toEqual([]);
  });

  it('runs inside a transaction and sees its uncommitted writes', async () => {
    const nameOf = prepare((db, id: number) => db.selectFrom('regions').select('name').where('region_id', '=', id));
    const before = (await nameOf(t.db.kysely, 3))[0]!.name;
    await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('regions').set({ name: 'Renamed' }).where('region_id', '=', 3).execute();
        expect(await nameOf(trx, 3)).toEqual([{ name: 'Renamed' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await nameOf(t.db.kysely, 3)).toEqual([{ name: before }]);
  });

  it('outside a transaction, never sees the uncommitted work of one that is open', async () => {
    const nameOf = prepare((db, id: number) => db.selectFrom('regions').select('name').where('region_id', '=', id));
    const before = (await nameOf(t.db.kysely, 3))[0]!.name;
    let release!: () => void;
    let outside: Promise<Array<{ name: string }>> | undefined;
    const renaming = t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('regions').set({ name: 'Renamed' }).where('region_id', '=', 3).execute();
        // On SQLite this read waits for the connection; on PostgreSQL it reads the committed row.
        outside = nameOf(t.db.kysely, 3);
        await new Promise<void>((resolve) => (release = resolve));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    release();
    await renaming;
    expect(await outside).toEqual([{ name: before }]);
  });

  it('reads at once only on SQLite, outside transactions, while the connection is free', async () => {
    const nameOf = prepare((db, id: number) => db.selectFrom('regions').select('name').where('region_id', '=', id));
    const [expected] = await nameOf(t.db.kysely, 2);
    const atOnce = nameOf.atOnce(t.db.kysely, 2);
    if (t.db.engine === 'sqlite') expect(atOnce).toEqual([expected]);
    else expect(atOnce).toBeUndefined();
    await t.db.kysely.transaction().execute(async (trx) => {
      // Inside a transaction, or outside while one holds the connection, it must go the usual way.
      expect(nameOf.atOnce(trx, 2)).toBeUndefined();
      expect(nameOf.atOnce(t.db.kysely, 2)).toBeUndefined();
      expect(await nameOf(trx, 2)).toEqual([expected]);
    });
  });

  describe('in a transaction of Db.transaction (at once on SQLite)', () => {
    const queueMail = prepare((db, to: string, subject: string) =>
      db
        .insertInto('outbox')
        .values({ to, subject, body: '', status: 'failed', attempts: 0, next_attempt_at: '2000-01-01', created_at: '2000-01-01' })
        .returning('id'),
    );
    const subjectsTo = async (to: string) =>
      (await t.db.kysely.selectFrom('outbox').select('subject').where('to', '=', to).orderBy('id').execute()).map((row) => row.subject);
    const builderMail = (trx: Queryable, to: string, subject: string) =>
      trx
        .insertInto('outbox')
        .values({ to, subject, body: '', status: 'failed', attempts: 0, next_attempt_at: '2000-01-01', created_at: '2000-01-01' })
        .execute();

    it("runs prepared statements and Kysely's own queries in the order they were issued", async () => {
      const to = 'order@example.org';
      const before = { ...statementsAtOnce };
      await t.db.transaction(async (trx) => {
        // Not awaited one by one: the second builder query waits in Kysely's queue behind the
        // first, and the prepared statement issued after it must not overtake it.
        await Promise.all([
          builderMail(trx, to, 'first'),
          builderMail(trx, to, 'second'),
          queueMail(trx, to, 'third'),
          builderMail(trx, to, 'fourth'),
        ]);
        await queueMail(trx, to, 'fifth');
        await new Promise((resolve) => setImmediate(resolve));
        await queueMail(trx, to, 'sixth');
        await Promise.all([queueMail(trx, to, 'seventh'), builderMail(trx, to, 'eighth'), queueMail(trx, to, 'ninth')]);
      });
      expect(await subjectsTo(to)).toEqual(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth']);
      // On SQLite the prepared statements issued in a turn without another query ran at once
      // (sixth, seventh); the others went behind the queries before them (third, fifth, ninth).
      const expected = t.db.engine === 'sqlite' ? { run: 2, refused: 3 } : { run: 0, refused: 0 };
      expect({ run: statementsAtOnce.run - before.run, refused: statementsAtOnce.refused - before.refused }).toEqual(expected);
    });

    it('runs every statement of a donation sent with an Idempotency-Key at once on SQLite', async () => {
      const donor = await signUpAndLogIn(t.app, 'atonce');
      const counted = { ...statementsAtOnce };
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/donation/',
        headers: { ...donor.auth, 'idempotency-key': 'at-once-1' },
        payload: { amount: 4, region: 2, donator: donor.donatorId },
      });
      expect(response.statusCode).toBe(201);
      const ranAtOnce = statementsAtOnce.run - counted.run;
      expect(statementsAtOnce.refused - counted.refused).toBe(0);
      // A donor's own gift here passes through no payment, so no receipt is issued or mailed.
      if (t.db.engine === 'sqlite') expect(ranAtOnce).toBeGreaterThanOrEqual(9);
      else expect(ranAtOnce).toBe(0);
    });

    it('sees its own uncommitted writes, and a rollback undoes them', async () => {
      const to = 'rollback@example.org';
      await expect(
        t.db.transaction(async (trx) => {
          await queueMail(trx, to, 'undone');
          expect((await trx.selectFrom('outbox').select('subject').where('to', '=', to).execute()).map((row) => row.subject)).toEqual([
            'undone',
          ]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await subjectsTo(to)).toEqual([]);
    });

    it('refuses a prepared statement or a built query once the transaction has ended, and stores nothing', async () => {
      const to = 'ended@example.org';
      let kept: Queryable | undefined;
      await t.db.transaction(async (trx) => {
        kept = trx;
        await queueMail(trx, to, 'inside');
      });
      await expect(queueMail(kept!, to, 'after')).rejects.toThrow(/already committed/);
      await expect(builderMail(kept!, to, 'built after')).rejects.toThrow(/already committed/);
      let failed: Queryable | undefined;
      await t.db
        .transaction(async (trx) => {
          failed = trx;
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await expect(queueMail(failed!, to, 'after a rollback')).rejects.toThrow(/already (committed|rolled back)/);
      await expect(builderMail(failed!, to, 'built after a rollback')).rejects.toThrow(/already (committed|rolled back)/);
      expect(await subjectsTo(to)).toEqual(['inside']);
    });
  });

  it('refuses to run on a transaction that has ended', async () => {
    const nameOf = prepare((db, id: number) => db.selectFrom('regions').select('name').where('region_id', '=', id));
    let ended: Parameters<typeof nameOf>[0] | undefined;
    await t.db.kysely.transaction().execute(async (trx) => {
      await nameOf(trx, 1);
      ended = trx;
    });
    await expect(nameOf(ended!, 1)).rejects.toThrow();
  });

  it('refuses an argument used as a list, whose SQL would change with its length', async () => {
    const misuse = prepare((db, ids: number[]) => db.selectFrom('regions').select('region_id').where('region_id', 'in', ids));
    await expect(misuse(t.db.kysely, [1, 2])).rejects.toThrow(/single value/);
  });

  it('refuses a query that leaves an argument out of its parameters', async () => {
    const ignoresItsArgument = prepare((db, _id: number) => db.selectFrom('regions').select('region_id'));
    await expect(ignoresItsArgument(t.db.kysely, 1)).rejects.toThrow(/each of its 1 arguments/);
  });
});
