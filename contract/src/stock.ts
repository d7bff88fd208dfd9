/**
 * The stock ledger: every change to an item's stock is a movement, and the item's `inventory`
 * is the sum of its movements (docs/architecture.md, The stock ledger).
 */
import { Type, type Static } from '@sinclair/typebox';
import { NO_NULL_CHARACTERS } from './validation-messages.js';
import { MAX_ID } from './rules.js';

/** `donated`: frames given in kind, received with the donor named (who gets a receipt for the goods). */
export const STOCK_MOVEMENT_KINDS = ['received', 'donated', 'adjusted', 'claimed', 'returned'] as const;
export const StockMovementKind = Type.Union(STOCK_MOVEMENT_KINDS.map((kind) => Type.Literal(kind)));
export type StockMovementKind = Static<typeof StockMovementKind>;

/** The largest change one staff entry may make, in either direction. */
export const STOCK_CHANGE_MAX = 100_000;
export const STOCK_REASON_MAX_LENGTH = 500;
/** The most one item may hold: the largest value of the database's integer column. */
export const STOCK_MAX = MAX_ID;

export const STOCK_MESSAGES = {
  belowZero: 'Stock cannot go below zero.',
  tooHigh: `Stock cannot go above ${STOCK_MAX}.`,
  zeroChange: 'Enter a change other than zero.',
  blankReason: 'Say why the stock changes.',
  kindMismatch: 'A receipt adds stock: use a positive change, or leave out the kind.',
  donorNeeded: 'Name who gave the frames: a user, or a name and an e-mail address.',
  donorOnlyForDonated: 'Only frames given in kind name a donor.',
  donorTwice: 'Name the donor one way: a user, or a name and an e-mail address.',
  /** The reasons the server writes itself. */
  ledgerStart: 'Stock at the start of the ledger',
  newItem: 'Stock of the new item',
  editedOnItem: 'Edited on the item',
  claimTaken: 'Claimed for a recipient',
  claimReturned: 'Claim cancelled',
  erasedReturned: 'Claim cancelled when the account was erased',
} as const;

/** The longest donor name and e-mail address a donated-frames entry keeps. */
export const STOCK_DONOR_NAME_MAX_LENGTH = 150;
export const STOCK_DONOR_EMAIL_MAX_LENGTH = 254;

/**
 * What staff send: a signed change and why. Without `kind`, a positive change is `received`
 * and a negative one `adjusted`; `adjusted` may also be named for a positive correction.
 * `donated` receives frames given in kind, naming the donor: a user (`donor`, their id) or a
 * name and e-mail address (`donor_name`, `donor_email`; a user with that address is linked).
 */
export const StockChangeBody = Type.Object(
  {
    change: Type.Integer({ minimum: -STOCK_CHANGE_MAX, maximum: STOCK_CHANGE_MAX }),
    reason: Type.String({ minLength: 1, maxLength: STOCK_REASON_MAX_LENGTH, pattern: NO_NULL_CHARACTERS }),
    kind: Type.Optional(Type.Union([Type.Literal('received'), Type.Literal('donated'), Type.Literal('adjusted')])),
    donor: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
    donor_name: Type.Optional(Type.String({ maxLength: STOCK_DONOR_NAME_MAX_LENGTH, pattern: NO_NULL_CHARACTERS })),
    donor_email: Type.Optional(Type.String({ maxLength: STOCK_DONOR_EMAIL_MAX_LENGTH, pattern: NO_NULL_CHARACTERS })),
  },
  { additionalProperties: false },
);
export type StockChangeBody = Static<typeof StockChangeBody>;

export const StockMovement = Type.Object({
  id: Type.Integer(),
  glasses: Type.Integer(),
  change: Type.Integer(),
  kind: StockMovementKind,
  reason: Type.String(),
  by: Type.Union([Type.Integer(), Type.Null()]),
  /** Who made the change, by username: "[erased]" once that user was erased, null for nobody (as the audit log's `actor_username`). */
  by_username: Type.Union([Type.String(), Type.Null()]),
  /** Who gave frames received as `donated` (their name, "[erased]" once erased); null for other movements. */
  donor_name: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type StockMovement = Static<typeof StockMovement>;

/** The answer to a staff entry: the movement written and the item's stock after it. */
export const StockChangeReply = Type.Object({ movement: StockMovement, inventory: Type.Integer() });
export type StockChangeReply = Static<typeof StockChangeReply>;
