/**
 * The old API's names for a few fields, accepted in requests and emitted in responses here
 * and nowhere else: older clients send `current_bank_ballance` and read `perscription_range_*`
 * and `img` (see docs/api.md, Compatibility). Routes that take or return such a resource add
 * `oldSpellings(...)` to their schema and hooks; services, repositories and the database see
 * only the correct names.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TObject, type TProperties } from '@sinclair/typebox';

interface OldSpelling {
  /** The name older clients use. */
  old: string;
  /** The name used everywhere else. */
  correct: string;
  /** A service's error about the field is reported under the name the client sent. */
  errorsUnderSentName?: boolean;
}

export const DONATEE_SPELLINGS: readonly OldSpelling[] = [{ old: 'current_bank_ballance', correct: 'current_bank_balance' }];

export const GLASSES_SPELLINGS: readonly OldSpelling[] = [
  { old: 'perscription_range_upper', correct: 'prescription_range_upper' },
  { old: 'perscription_range_lower', correct: 'prescription_range_lower' },
  { old: 'img', correct: 'image', errorsUnderSentName: true },
];

/**
 * A request body schema that also takes each old name, with the rules of its correct name,
 * right after it (errors are listed in the schema's order).
 */
export function acceptingOldSpellings<T extends TProperties>(schema: TObject<T>, spellings: readonly OldSpelling[]): TObject<T> {
  const properties: TProperties = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    properties[name] = property;
    const spelling = spellings.find((candidate) => candidate.correct === name);
    if (spelling) properties[spelling.old] = Type.Optional(property);
  }
  const { properties: _ignored, ...options } = schema;
  return Type.Object(properties, options) as unknown as TObject<T>;
}

const SENT_OLD_NAMES = Symbol('old names sent');

type WithSentNames = FastifyRequest & { [SENT_OLD_NAMES]?: OldSpelling[] };

/** Old names to correct ones in a request body; the correct name wins when both come. */
function correctBody(body: Record<string, unknown>, spellings: readonly OldSpelling[]): OldSpelling[] {
  const sent: OldSpelling[] = [];
  for (const spelling of spellings) {
    if (!(spelling.old in body)) continue;
    if (body[spelling.correct] === undefined) {
      body[spelling.correct] = body[spelling.old];
      sent.push(spelling);
    }
    delete body[spelling.old];
  }
  return sent;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** A response item with the old names beside the correct ones (the response schema orders them). */
function withOldNames(item: unknown, spellings: readonly OldSpelling[]): unknown {
  if (!isRecord(item)) return item;
  const copy: Record<string, unknown> = { ...item };
  for (const spelling of spellings) if (spelling.correct in item) copy[spelling.old] = item[spelling.correct];
  return copy;
}

/**
 * A success reply as the API sends it: each item with the old names beside the correct ones.
 * The catalogue's list, read most, is translated once per cached copy by its route and the home
 * page, which keep the result.
 */
export function translateResponse(payload: unknown, spellings: readonly OldSpelling[]): unknown {
  return Array.isArray(payload) ? payload.map((item) => withOldNames(item, spellings)) : withOldNames(payload, spellings);
}

/**
 * The hooks of a route whose requests or responses carry old names: after validation the
 * body's old names become correct ones; a success reply gains the old names
 * (`respond: true`), and a service's error about a field the client sent under an old name
 * (where the spelling says so) is named as sent.
 */
export function oldSpellings(spellings: readonly OldSpelling[], options: { respond: boolean }) {
  // Callback hooks, not async ones: the catalogue list runs them on every visit.
  return {
    preHandler: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      if (isRecord(request.body)) (request as WithSentNames)[SENT_OLD_NAMES] = correctBody(request.body, spellings);
      done();
    },
    preSerialization: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      done(null, replyPayload(request, reply, payload, spellings, options.respond));
    },
  };
}

function replyPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown, spellings: readonly OldSpelling[], respond: boolean) {
  if (reply.statusCode < 300) return respond ? translateResponse(payload, spellings) : payload;
  const sent = (request as WithSentNames)[SENT_OLD_NAMES]?.filter((spelling) => spelling.errorsUnderSentName);
  if (!sent?.length || !isRecord(payload)) return payload;
  const renamed: Record<string, unknown> = {};
  for (const [field, errors] of Object.entries(payload)) {
    renamed[sent.find((spelling) => spelling.correct === field)?.old ?? field] = errors;
  }
  return renamed;
}
