/**
 * "Contact Support": a conversation on one claim between its recipient and staff. Both read
 * and write it at `/api/claims/{id}/messages/`; each message notifies the other side by mail.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_ID } from './rules.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';

export const SUPPORT_AUTHORS = ['recipient', 'staff'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

export const SupportMessage = Type.Object({
  id: Type.Integer(),
  claim: Type.Integer(),
  author: Type.Union(SUPPORT_AUTHORS.map((author) => Type.Literal(author))),
  /** The recipient's username, or the staff member's username. */
  author_name: Type.String(),
  body: Type.String(),
  created_at: Type.String(),
});
export type SupportMessage = Static<typeof SupportMessage>;

export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

/** Messages per answer of GET /api/claims/{id}/messages/ unless `?limit=` says otherwise. */
export const SUPPORT_MESSAGE_PAGE_SIZE = 200;

/** A page of a conversation, oldest first: the messages after message `after` (an id). */
export const SupportMessageListQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'The id of the last message already read.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'Messages per page (default 200).' })),
});
export type SupportMessageListQuery = Static<typeof SupportMessageListQuery>;

export const SupportMessageBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: SUPPORT_MESSAGE_MAX_LENGTH, pattern: NO_NULL_CHARACTERS }) },
  { additionalProperties: false },
);
export type SupportMessageBody = Static<typeof SupportMessageBody>;
