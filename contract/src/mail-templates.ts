/**
 * The mail texts staff can edit (docs/api.md, Mail texts): for each kind of mail and each
 * language, a subject and a body with placeholders such as `{donor_name}` that the server fills
 * when it writes the mail. A text staff have not changed is the default below. The same rules
 * check a text on the staff page and on the server, and the same function fills it for the
 * page's preview and for the mail.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Language, type Language as LanguageCode } from './languages.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';

export const MAIL_TEMPLATE_KEYS = [
  'receipt',
  'tribute_honor',
  'tribute_memory',
  'application_approved',
  'application_rejected',
  'application_info_requested',
  'claim_shipped',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];
export const MailTemplateKey = Type.Union(MAIL_TEMPLATE_KEYS.map((key) => Type.Literal(key)));

export const isMailTemplateKey = (value: unknown): value is MailTemplateKey => (MAIL_TEMPLATE_KEYS as readonly unknown[]).includes(value);

export interface MailTemplateKind {
  /** What staff call this mail. */
  title: string;
  /** When it is sent. */
  sentWhen: string;
  /** The placeholders this mail may use, each with what it stands for. */
  placeholders: Readonly<Record<string, string>>;
  /** Placeholders the body must keep: without them the mail would not do its job. */
  required: readonly string[];
  /** Placeholders of several lines, which only the body may hold. */
  bodyOnly?: readonly string[];
}

const TEAM_MESSAGE = 'The message staff wrote with the decision, under the heading "Message from our team:"; empty when there is none.';

export const MAIL_TEMPLATE_KINDS: Readonly<Record<MailTemplateKey, MailTemplateKind>> = {
  receipt: {
    title: 'Thank-you and receipt',
    sentWhen: 'A gift is confirmed, and when its receipt is replaced.',
    placeholders: {
      donor_name: 'The name the receipt is made out to.',
      organisation: "The charity's name.",
      receipt_number: 'The number of the receipt.',
      amount: 'The amount of the gift, such as $25.00.',
      donation_date: 'The date of the gift.',
      receipt_details:
        'The receipt itself: number, date, amount, donor, the charity and its tax id, and the statement that nothing was given in exchange.',
    },
    required: ['receipt_details'],
    bodyOnly: ['receipt_details'],
  },
  tribute_honor: {
    title: 'Notice of a gift in honor of someone',
    sentWhen: 'A gift in honor of someone is confirmed and the donor gave an address for the notice.',
    placeholders: {
      donor_name: 'The donor, or "Someone" when they give anonymously.',
      honoree_name: 'The person the gift honors.',
      organisation: "The charity's name.",
    },
    required: [],
  },
  tribute_memory: {
    title: 'Notice of a gift in memory of someone',
    sentWhen: 'A gift in memory of someone is confirmed and the donor gave an address for the notice.',
    placeholders: {
      donor_name: 'The donor, or "Someone" when they give anonymously.',
      honoree_name: 'The person the gift remembers.',
      organisation: "The charity's name.",
    },
    required: [],
  },
  application_approved: {
    title: 'Application approved',
    sentWhen: 'Staff approve an application, one at a time or several at once.',
    placeholders: { recipient_name: 'The applicant.', team_message: TEAM_MESSAGE },
    required: ['team_message'],
    bodyOnly: ['team_message'],
  },
  application_rejected: {
    title: 'Application not approved',
    sentWhen: 'Staff turn down an application.',
    placeholders: { recipient_name: 'The applicant.', team_message: TEAM_MESSAGE },
    required: ['team_message'],
    bodyOnly: ['team_message'],
  },
  application_info_requested: {
    title: 'More information needed',
    sentWhen: 'Staff ask an applicant for more information.',
    placeholders: { recipient_name: 'The applicant.', team_message: TEAM_MESSAGE },
    required: ['team_message'],
    bodyOnly: ['team_message'],
  },
  claim_shipped: {
    title: 'Glasses shipped',
    sentWhen: 'Staff mark a pair as shipped.',
    placeholders: {
      recipient_name: 'The recipient.',
      carrier: 'The carrier, such as USPS.',
      tracking_number: 'The tracking number.',
      confirmation_number: 'The confirmation number of the claim.',
    },
    required: ['tracking_number'],
  },
};

export interface MailText {
  subject: string;
  body: string;
}

/** The texts the product ships with, used until staff change them. */
export const DEFAULT_MAIL_TEXTS: Readonly<Record<LanguageCode, Readonly<Record<MailTemplateKey, MailText>>>> = {
  en: {
    receipt: {
      subject: 'Your receipt No. {receipt_number} from {organisation}',
      body: 'Hello {donor_name},\n\nThank you for your gift to {organisation}. This is your receipt.\n\n{receipt_details}\n',
    },
    tribute_honor: {
      subject: '{donor_name} made a gift in your honor',
      body:
        'Hello {honoree_name},\n\n{donor_name} made a gift to {organisation} in your honor.\n\n' +
        '{organisation} gives free prescription glasses to people who cannot afford them. This gift helps someone see clearly.\n\n' +
        'With thanks,\n{organisation}',
    },
    tribute_memory: {
      subject: 'A gift in memory of {honoree_name}',
      body:
        'Hello,\n\n{donor_name} made a gift to {organisation} in memory of {honoree_name}. We are sorry for your loss.\n\n' +
        '{organisation} gives free prescription glasses to people who cannot afford them. This gift helps someone see clearly.\n\n' +
        'With thanks,\n{organisation}',
    },
    application_approved: {
      subject: 'Your OnePair application is approved',
      body:
        'Hello {recipient_name},\n\nYour application is approved. You can now choose your free pair of glasses in the catalogue.\n\n' +
        '{team_message}\n\nOnePair',
    },
    application_rejected: {
      subject: 'Your OnePair application was not approved',
      body: 'Hello {recipient_name},\n\nWe are sorry: your application was not approved.\n\n{team_message}\n\nOnePair',
    },
    application_info_requested: {
      subject: 'OnePair needs more information for your application',
      body:
        'Hello {recipient_name},\n\nWe need a little more information before we can decide on your application. ' +
        'Please update it on your account page and submit it again.\n\n{team_message}\n\nOnePair',
    },
    claim_shipped: {
      subject: 'Your glasses have shipped',
      body:
        'Hello {recipient_name},\n\nYour free pair of glasses is on its way with {carrier}.\nTracking number: {tracking_number}\n\n' +
        'When it arrives, please confirm the delivery on your account page.\n\nOnePair',
    },
  },
  es: {
    receipt: {
      subject: 'Su recibo N.º {receipt_number} de {organisation}',
      body: 'Hola, {donor_name}:\n\nGracias por su donación a {organisation}. Este es su recibo.\n\n{receipt_details}\n',
    },
    tribute_honor: {
      subject: '{donor_name} hizo una donación en su honor',
      body:
        'Hola, {honoree_name}:\n\n{donor_name} hizo una donación a {organisation} en su honor.\n\n' +
        '{organisation} da lentes con receta gratis a personas que no pueden pagarlos. Esta donación ayuda a alguien a ver bien.\n\n' +
        'Con gratitud,\n{organisation}',
    },
    tribute_memory: {
      subject: 'Una donación en memoria de {honoree_name}',
      body:
        'Hola:\n\n{donor_name} hizo una donación a {organisation} en memoria de {honoree_name}. Lamentamos mucho su pérdida.\n\n' +
        '{organisation} da lentes con receta gratis a personas que no pueden pagarlos. Esta donación ayuda a alguien a ver bien.\n\n' +
        'Con gratitud,\n{organisation}',
    },
    application_approved: {
      subject: 'Su solicitud en OnePair fue aprobada',
      body:
        'Hola, {recipient_name}:\n\nSu solicitud fue aprobada. Ya puede elegir sus lentes gratis en el catálogo.\n\n' +
        '{team_message}\n\nOnePair',
    },
    application_rejected: {
      subject: 'Su solicitud en OnePair no fue aprobada',
      body: 'Hola, {recipient_name}:\n\nLo sentimos. Su solicitud no fue aprobada.\n\n{team_message}\n\nOnePair',
    },
    application_info_requested: {
      subject: 'OnePair necesita más información sobre su solicitud',
      body:
        'Hola, {recipient_name}:\n\nNecesitamos un poco más de información para decidir sobre su solicitud. ' +
        'Por favor, actualícela en la página de su cuenta y vuelva a enviarla.\n\n{team_message}\n\nOnePair',
    },
    claim_shipped: {
      subject: 'Sus lentes ya van en camino',
      body:
        'Hola, {recipient_name}:\n\nSus lentes gratis van en camino con {carrier}.\nNúmero de seguimiento: {tracking_number}\n\n' +
        'Cuando le lleguen, por favor confirme la entrega en la página de su cuenta.\n\nOnePair',
    },
  },
};

/** The heading over a decision's message from staff, in each language. */
export const TEAM_MESSAGE_HEADING: Readonly<Record<LanguageCode, string>> = {
  en: 'Message from our team:',
  es: 'Mensaje de nuestro equipo:',
};

/** What stands for a donor who gives anonymously, in each language. */
export const ANONYMOUS_DONOR_IN_MAIL: Readonly<Record<LanguageCode, string>> = { en: 'Someone', es: 'Alguien' };

export const MAIL_SUBJECT_MAX_LENGTH = 200;
export const MAIL_BODY_MAX_LENGTH = 5000;

export const MailTextWrite = Type.Object(
  {
    subject: Type.String({ maxLength: MAIL_SUBJECT_MAX_LENGTH, pattern: NO_NULL_CHARACTERS }),
    body: Type.String({ maxLength: MAIL_BODY_MAX_LENGTH, pattern: NO_NULL_CHARACTERS }),
  },
  { additionalProperties: false },
);
export type MailTextWrite = Static<typeof MailTextWrite>;

export const MailTemplate = Type.Object({
  template: MailTemplateKey,
  language: Language,
  subject: Type.String(),
  body: Type.String(),
  /** True while staff have not changed this text: it is the product's default. */
  is_default: Type.Boolean(),
  /** When staff last changed it; null for a default. */
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MailTemplate = Static<typeof MailTemplate>;

export const MailTemplateList = Type.Object({ results: Type.Array(MailTemplate) });
export type MailTemplateList = Static<typeof MailTemplateList>;

export const MAIL_TEMPLATE_MESSAGES = {
  subjectRequired: 'Enter a subject.',
  subjectOneLine: 'The subject must be one line.',
  bodyRequired: 'Enter the text of the mail.',
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `{${name}} is not a placeholder of this mail. It can use ${allowed.map((each) => `{${each}}`).join(', ')}.`,
  requiredPlaceholder: (name: string) => `Keep {${name}} in the text: this mail needs it.`,
  bodyOnlyPlaceholder: (name: string) => `{${name}} has several lines: use it in the text of the mail, not in the subject.`,
} as const;

/** A placeholder as text: a name in braces, such as `{donor_name}`; anything in braces on one line counts, so a typo is caught. */
const PLACEHOLDER = /\{([^{}\n]{1,60})\}/g;

/** What is wrong with a text staff wrote for a mail, by field; empty when nothing is. */
export function mailTextErrors(key: MailTemplateKey, text: MailText): Partial<Record<keyof MailText, string>> {
  const kind = MAIL_TEMPLATE_KINDS[key];
  const allowed = Object.keys(kind.placeholders);
  const errors: Partial<Record<keyof MailText, string>> = {};
  const unknownIn = (value: string) => [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!).find((name) => !allowed.includes(name));
  const subjectUnknown = unknownIn(text.subject);
  const subjectBodyOnly = kind.bodyOnly?.find((name) => text.subject.includes(`{${name}}`));
  if (text.subject.trim() === '') errors.subject = MAIL_TEMPLATE_MESSAGES.subjectRequired;
  else if (/[\r\n]/.test(text.subject)) errors.subject = MAIL_TEMPLATE_MESSAGES.subjectOneLine;
  else if (subjectUnknown !== undefined) errors.subject = MAIL_TEMPLATE_MESSAGES.unknownPlaceholder(subjectUnknown, allowed);
  else if (subjectBodyOnly !== undefined) errors.subject = MAIL_TEMPLATE_MESSAGES.bodyOnlyPlaceholder(subjectBodyOnly);
  const bodyUnknown = unknownIn(text.body);
  const missing = kind.required.find((name) => !text.body.includes(`{${name}}`));
  if (text.body.trim() === '') errors.body = MAIL_TEMPLATE_MESSAGES.bodyRequired;
  else if (bodyUnknown !== undefined) errors.body = MAIL_TEMPLATE_MESSAGES.unknownPlaceholder(bodyUnknown, allowed);
  else if (missing !== undefined) errors.body = MAIL_TEMPLATE_MESSAGES.requiredPlaceholder(missing);
  return errors;
}

/**
 * The mail a text makes with these values: each placeholder replaced once (a value that
 * itself looks like a placeholder stays as written) and the subject on one line. A placeholder
 * alone on its line whose value is empty takes its line away, and a blank line with it when
 * it stood between two, so an absent message leaves no gap.
 */
export function fillMailText(text: MailText, values: Readonly<Record<string, string>>): { subject: string; text: string } {
  const fill = (template: string) =>
    template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
  const lines: string[] = [];
  const source = text.body.split('\n');
  for (let index = 0; index < source.length; index += 1) {
    const alone = /^\{([^{}\n]{1,60})\}$/.exec(source[index]!);
    if (alone && values[alone[1]!] === '') {
      if (lines.at(-1) === '' && source[index + 1] === '') index += 1;
      continue;
    }
    lines.push(fill(source[index]!));
  }
  return { subject: fill(text.subject).replace(/\s+/g, ' ').trim(), text: lines.join('\n') };
}

/** Values a preview fills the placeholders with: made up, and plainly so. */
export const MAIL_PREVIEW_VALUES: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  en: {
    donor_name: 'Maria Lopez',
    organisation: 'OnePair',
    receipt_number: '1042',
    amount: '$25.00',
    donation_date: '2026-11-28',
    receipt_details:
      'Receipt No.: 1042\nDonation date: 2026-11-28\nAmount: $25.00\nReceived from: Maria Lopez\n\nOnePair\n\n' +
      'No goods or services were provided in exchange for this contribution.',
    honoree_name: 'Rosa Lopez',
    recipient_name: 'Sam Rivera',
    team_message: `${TEAM_MESSAGE_HEADING.en}\nThank you for your patience.`,
    carrier: 'USPS',
    tracking_number: '9400 1000 0000 0000 0000 00',
    confirmation_number: '482913',
  },
  es: {
    donor_name: 'María López',
    organisation: 'OnePair',
    receipt_number: '1042',
    amount: '$25.00',
    donation_date: '2026-11-28',
    receipt_details:
      'Recibo N.º: 1042\nFecha de la donación: 2026-11-28\nMonto: $25.00\nRecibido de: María López\n\nOnePair\n\n' +
      'No se dio ningún bien ni servicio a cambio de esta donación.',
    honoree_name: 'Rosa López',
    recipient_name: 'Samuel Rivera',
    team_message: `${TEAM_MESSAGE_HEADING.es}\nGracias por su paciencia.`,
    carrier: 'USPS',
    tracking_number: '9400 1000 0000 0000 0000 00',
    confirmation_number: '482913',
  },
};
