import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Reviewed applications: where each application stands, staff's last message, the household
 * size and the prescription's figures. Applications submitted before review existed could
 * already claim, so they start approved; the rest have not been submitted.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const trueValue = engine === 'postgres' ? sql`true` : sql`1`;
  const columns: [string, string][] = [
    ['decision_message', 'text'],
    ['household_size', 'integer'],
    ['prescription_sphere_right', 'double precision'],
    ['prescription_cylinder_right', 'double precision'],
    ['prescription_sphere_left', 'double precision'],
    ['prescription_cylinder_left', 'double precision'],
    ['prescription_exam_date', 'varchar(10)'],
    ['submitted_at', 'varchar(40)'],
    ['decided_at', 'varchar(40)'],
  ];
  await db.schema
    .alterTable('donatees')
    .addColumn('application_status', 'varchar(20)', (col) => col.notNull().defaultTo('not_submitted'))
    .execute();
  for (const [name, type] of columns) {
    await db.schema.alterTable('donatees').addColumn(name, sql.raw(type)).execute();
  }
  await sql`update donatees set application_status = 'approved', submitted_at = coalesce(claimed_at, ${new Date().toISOString()})
    where has_applied_for_account = ${trueValue}`.execute(db);
  // The staff queue reads one status, oldest submission first.
  await db.schema
    .createIndex('donatees_application_queue_idx')
    .on('donatees')
    .columns(['application_status', 'submitted_at', 'donatee_id'])
    .execute();
}
