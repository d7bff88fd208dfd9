import type { SetupItemKey } from '@onepair/contract';

import type { TextKey } from '@/i18n';

import type { staffSetupTexts } from '../texts';

type SetupKey = TextKey<typeof staffSetupTexts>;

/** Each step's title, what to set, and why: one or two plain sentences each, naming the variable. */
export const SETUP_ITEM_TEXT_KEYS: Record<SetupItemKey, { title: SetupKey; what: SetupKey; why: SetupKey }> = {
  sample_data: { title: 'sampleDataTitle', what: 'sampleDataWhat', why: 'sampleDataWhy' },
  payments: { title: 'paymentsTitle', what: 'paymentsWhat', why: 'paymentsWhy' },
  application_review: { title: 'applicationReviewTitle', what: 'applicationReviewWhat', why: 'applicationReviewWhy' },
  public_url: { title: 'publicUrlTitle', what: 'publicUrlWhat', why: 'publicUrlWhy' },
  smtp_url: { title: 'smtpUrlTitle', what: 'smtpUrlWhat', why: 'smtpUrlWhy' },
  org_name: { title: 'orgNameTitle', what: 'orgNameWhat', why: 'orgNameWhy' },
  org_tax_id: { title: 'orgTaxIdTitle', what: 'orgTaxIdWhat', why: 'orgTaxIdWhy' },
  org_address: { title: 'orgAddressTitle', what: 'orgAddressWhat', why: 'orgAddressWhy' },
  social_links: { title: 'socialLinksTitle', what: 'socialLinksWhat', why: 'socialLinksWhy' },
};
