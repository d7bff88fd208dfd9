/** The "Ready to go live" checklist's words, written once; tests use the same constants. */
import type { SetupItemKey } from '@onepair/contract';

export const SETUP_TEXTS = {
  title: 'Ready to go live',
  intro:
    'Before real donors and recipients use OnePair, work through these steps. Most are settings of the server: environment ' +
    'variables it reads when it starts, so restart it after changing one.',
  howTo: 'How to set each variable, and what else it does, is in “Configuration” in docs/operations.md.',
  failed: 'The checklist could not be loaded.',
  retry: 'Try again',
  loading: 'Loading the checklist',
  listLabel: 'Steps before going live',
  done: 'Done',
  notDone: 'Not done',
  whatToDo: 'What to do:',
  why: 'Why:',
  allDone: 'Every step is done: OnePair is ready to go live.',
  stepsLeft: (left: number, total: number) => `${left} of ${total} steps left before going live`,
  /** The dashboard's notice while a step is left. */
  noticeLink: 'Open the checklist',
} as const;

/** Each item's title, what to set, and why: one or two plain sentences each, naming the variable. */
export const SETUP_ITEM_TEXTS: Record<SetupItemKey, { title: string; what: string; why: string }> = {
  sample_data: {
    title: 'Remove the sample data',
    what: 'Start the real installation on an empty database with SAMPLE_DATA=none: it is then seeded with the catalogue, the regions and the staff user only.',
    why: 'The six sample donors and their donations show on the public map and in the totals, marked “(sample)”. Donors should see real gifts only.',
  },
  payments: {
    title: 'Take card payments',
    what: 'Set PAYMENT_PROVIDER=stripe, with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET from your Stripe account.',
    why: 'With PAYMENT_PROVIDER=none a gift is recorded as given without any card being charged, so no money arrives.',
  },
  application_review: {
    title: 'Review applications',
    what: 'Set APPLICATION_REVIEW=manual.',
    why: 'Automatic approval (auto, the default) approves every application the moment it is sent, before anyone has read the income or the prescription.',
  },
  public_url: {
    title: 'Say where OnePair is reached',
    what: 'Set PUBLIC_URL to this site’s address, like https://onepair.example.org.',
    why: 'Links in e-mail (a password reset) and the way back from Stripe use it. Unset, they point to http://localhost, which works for nobody else.',
  },
  smtp_url: {
    title: 'Send e-mail',
    what: 'Set SMTP_URL to your mail server, like smtp://user:password@mail.example.org:587, and MAIL_FROM to an address it may send as.',
    why: 'Until then every message (receipts, password resets, shipping notices) waits in the outbox and nobody receives it.',
  },
  org_name: {
    title: 'Name the organisation',
    what: 'Set ORG_NAME to the charity’s legal name.',
    why: 'Every receipt and yearly statement names the organisation that received the gift. Unset, they say “OnePair”.',
  },
  org_tax_id: {
    title: 'Give the tax id',
    what: 'Set ORG_TAX_ID to the charity’s tax or registration number, such as its EIN.',
    why: 'Donors need it on their receipts to claim their gifts. Until it is set, receipts leave it out.',
  },
  org_address: {
    title: 'Give the postal address',
    what: 'Set ORG_ADDRESS to the charity’s postal address; \\n in the value starts a new line.',
    why: 'Receipts and yearly statements print it under the organisation’s name.',
  },
  social_links: {
    title: 'Link your social media pages',
    what: 'Set SOCIAL_FACEBOOK_URL, SOCIAL_INSTAGRAM_URL or SOCIAL_X_URL to your pages (https addresses); set only those you have.',
    why: 'The footer links to the pages that are set and leaves the others out. With none set, it shows no social links at all.',
  },
};
