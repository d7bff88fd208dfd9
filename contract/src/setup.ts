/**
 * The "Ready to go live" checklist of the staff console (`GET /api/staff/setup/`, `/staff/setup`):
 * what a trial installation still has or lacks before real donors and recipients use it. The
 * server says which items are done, from its settings and its data; the console words them.
 * Nothing here carries a setting's value: only whether it is set.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The items, in the order the checklist shows them. */
export const SETUP_ITEM_KEYS = [
  'sample_data',
  'payments',
  'application_review',
  'public_url',
  'smtp_url',
  'org_name',
  'org_tax_id',
  'org_address',
  'social_links',
] as const;
export const SetupItemKey = Type.Union(SETUP_ITEM_KEYS.map((key) => Type.Literal(key)));
export type SetupItemKey = Static<typeof SetupItemKey>;

export const SetupItem = Type.Object({
  key: SetupItemKey,
  /** True once the installation is ready in this respect. */
  done: Type.Boolean(),
});
export type SetupItem = Static<typeof SetupItem>;

export const StaffSetup = Type.Object({
  /** Every item of SETUP_ITEM_KEYS, in that order. */
  items: Type.Array(SetupItem),
});
export type StaffSetup = Static<typeof StaffSetup>;

/** How many items are still to do: the dashboard's notice shows while this is above 0. */
export function setupStepsLeft(setup: StaffSetup): number {
  return setup.items.filter((item) => !item.done).length;
}
