import { sql, type Kysely } from 'kysely';

/**
 * `donations.method`: how the money of a gift came (the contract's DONATION_METHODS). A receipt
 * states money the charity received, so only gifts paid by card or recorded by staff get one; a
 * gift stored with no payment provider (`none`) gets none.
 *
 * Existing rows: a gift paid through the provider (`payment_provider` set) is `card`; a gift
 * staff recorded on a donor's behalf (audited as `donation.create`, "one sent by cheque, say")
 * is `other`, a staff-recorded way; everything else, the sample donations included, was stored
 * with no provider and is `none`. Receipts already issued for `none` gifts stay in the table
 * (their numbers are taken and the sequence has no gaps), but no list, statement or download
 * shows them any more.
 *
 * The default is `none` so that a server of the previous release, still running during a
 * rolling upgrade, can insert a gift it stores without a provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('donations')
    .addColumn('method', 'varchar(20)', (col) => col.notNull().defaultTo('none'))
    .execute();
  await sql`update donations set method = 'card' where payment_provider is not null`.execute(db);
  await sql`
    update donations set method = 'other'
    where payment_provider is null
      and donation_id in (
        select cast(target_id as integer) from audit_log
        where target_type = 'donation' and action = 'donation.create'
      )`.execute(db);
}
