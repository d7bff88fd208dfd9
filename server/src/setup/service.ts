/**
 * The "Ready to go live" checklist (`GET /api/staff/setup/`): which of the settings and data a
 * trial installation starts with are still there. Each item is done or not; the reply carries
 * no setting's value (SMTP_URL holds a password), only whether it is set.
 */
import { SETUP_ITEM_KEYS, type SetupItemKey, type StaffSetup } from '@onepair/contract';
import { DEFAULT_ORG_NAME, type Config } from '../config.js';
import type { Db } from '../db/engine.js';
import { hasSampleDonors } from './repository.js';

/** The settings the checklist reads. */
export type SetupSettings = Pick<Config, 'payments' | 'applicationReview' | 'publicUrl' | 'smtpUrl' | 'organisation' | 'socialLinks'>;

/** Each item's rule, from the settings alone; `sample_data` also needs the database. */
export function settingsChecklist(settings: SetupSettings): Record<Exclude<SetupItemKey, 'sample_data'>, boolean> {
  const { organisation } = settings;
  return {
    // A donor's gift is recorded as confirmed without any money changing hands until a provider is set.
    payments: settings.payments.provider !== 'none',
    // Automatic approval accepts every application unread: staff should review them.
    application_review: settings.applicationReview === 'manual',
    public_url: settings.publicUrl !== undefined,
    smtp_url: settings.smtpUrl !== undefined,
    // Set to any name, the software's own included (a charity may be called OnePair).
    org_name: organisation.nameSet === true || organisation.name !== DEFAULT_ORG_NAME,
    org_tax_id: organisation.taxId !== '',
    org_address: organisation.address !== '',
    // One page is enough: the footer shows the configured ones and leaves out the others.
    social_links: Object.values(settings.socialLinks).some((link) => link !== undefined),
  };
}

export async function readSetup(db: Db, settings: SetupSettings): Promise<StaffSetup> {
  const done: Record<SetupItemKey, boolean> = {
    sample_data: !(await hasSampleDonors(db.kysely)),
    ...settingsChecklist(settings),
  };
  return { items: SETUP_ITEM_KEYS.map((key) => ({ key, done: done[key] })) };
}
