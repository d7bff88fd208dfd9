/**
 * A gift in honor or in memory of someone (docs/api.md, Tributes): any gift may carry one, the
 * donor's own (one-time or monthly) and one staff record. The receipt and the donor's account
 * name it; the person named, or their family, may be sent a notice that names the donor (or
 * "Someone" when the donor gives anonymously) and never the amount.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NO_NULL_CHARACTERS } from './validation-messages.js';

export const TRIBUTE_KINDS = ['honor', 'memory'] as const;
export type TributeKind = (typeof TRIBUTE_KINDS)[number];

export const TRIBUTE_NAME_MAX_LENGTH = 150;
export const TRIBUTE_EMAIL_MAX_LENGTH = 254;

export const Tribute = Type.Object(
  {
    kind: Type.Union(TRIBUTE_KINDS.map((kind) => Type.Literal(kind))),
    /** Who the gift honors or remembers, as the receipt and the notice name them. */
    name: Type.String({ maxLength: TRIBUTE_NAME_MAX_LENGTH, pattern: NO_NULL_CHARACTERS }),
    /** Where the notice goes (the person honored, or the family of the person remembered); no notice without it. */
    notify_email: Type.Optional(Type.String({ maxLength: TRIBUTE_EMAIL_MAX_LENGTH, pattern: NO_NULL_CHARACTERS })),
  },
  { additionalProperties: false, description: 'A gift in honor or in memory of someone.' },
);
export type Tribute = Static<typeof Tribute>;

/** The line a receipt, the account page and the staff console show: "In honor of Ada Lovelace". */
export function tributeLine(tribute: { kind: TributeKind; name: string }): string {
  return `${tribute.kind === 'honor' ? 'In honor of' : 'In memory of'} ${tribute.name}`;
}

/** The tribute of a line `tributeLine` wrote (a receipt keeps it so), to say it in another language; null for another text. */
export function tributeOfLine(line: string): { kind: TributeKind; name: string } | null {
  const match = /^In (honor|memory) of (.*)$/s.exec(line);
  return match ? { kind: match[1] as TributeKind, name: match[2]! } : null;
}

export const TRIBUTE_MESSAGES = {
  nameRequired: 'Enter the name of the person the gift honors or remembers.',
  /** Before the address rule's own message when the notice's address is refused. */
  notifyEmailPrefix: 'The address for the notice:',
  tooManyNotices:
    'You have sent as many notices as we allow in a day. Give the gift without an address for the notice, or try again tomorrow.',
} as const;
