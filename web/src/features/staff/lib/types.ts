/** The rows the staff API answers with, as `@onepair/contract` defines them for both sides. */
export type { StaffApplication, StaffApplicationRow, StaffClaimRow } from '@onepair/contract';
