/**
 * Staff review of applications (docs/architecture.md, Applications and fulfilment): the queue
 * of one status, oldest submission first, read a page at a time; one application with the
 * eligibility hint; and the decision, which only a submitted application takes.
 */
import {
  eligibilityHint,
  STAFF_PAGE_SIZE,
  STATUS_AFTER_DECISION,
  type ApplicationStatus,
  type DecisionBody,
  type StaffApplication,
  type StaffApplicationRow,
  type StaffSummary,
  BULK_APPROVE_MESSAGES,
  type BulkApproveReply,
  type BulkApproveResult,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { TEAM_MESSAGE_HEADING, personName, type IncomeGuideline, type MailTemplateKey } from '@onepair/contract';
import { ApiError, notFound, validationError } from '../lib/errors.js';
import { rowErrors } from '../lib/bulk.js';
import { mediaUrl } from '../media/urls.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf, writeMail } from '../mail-templates/service.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as applications from './repository.js';
import { countClaimsWaiting } from '../support/repository.js';
import { Type } from '@sinclair/typebox';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';
import { shippingAddressOf } from '../db/record-owners.js';

/** The queue's key: when the application was submitted ('' for never), then the record's id. */
const pageCursor = cursorCodec(Type.Tuple([Type.String(), CursorId]));

export async function listApplications(
  db: Db,
  guideline: IncomeGuideline,
  query: { status?: ApplicationStatus; after?: string; limit?: number },
): Promise<{ results: StaffApplicationRow[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const key = query.after === undefined ? undefined : pageCursor.decode(query.after);
  const after = key && { submittedAt: key[0], donateeId: key[1] };
  const rows = await applications.listApplications(db.kysely, query.status ?? 'submitted', after, limit);
  const page = toPage(rows, limit, (last) => pageCursor.encode([last.submitted_at ?? '', last.donatee_id]));
  return {
    ...page,
    results: page.results.map((row) => ({
      ...row,
      within_limit: eligibilityHint(guideline, row.monthly_income, row.household_size).within_limit,
    })),
  };
}

function toStaffApplication(
  row: applications.ApplicationRow,
  guideline: IncomeGuideline,
): Omit<StaffApplication, 'partner' | 'possible_duplicates'> {
  return {
    donatee_id: row.donatee_id,
    user_id: row.user_id,
    username: row.username,
    name: personName(row, row.username),
    email: row.email,
    status: row.application_status,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at,
    decision_message: row.decision_message,
    review_reason: row.review_reason,
    monthly_income: row.monthly_income,
    average_household_income: row.average_household_income,
    current_bank_balance: row.current_bank_balance,
    is_dependent: row.is_dependent,
    household_size: row.household_size,
    shipping_address: shippingAddressOf(row),
    eligibility: eligibilityHint(guideline, row.monthly_income, row.household_size),
    prescription:
      row.prescription_media_id === null
        ? null
        : { url: mediaUrl(row.prescription_media_id), content_type: row.prescription_content_type ?? 'application/octet-stream' },
    prescription_figures: {
      sphere_right: row.prescription_sphere_right,
      cylinder_right: row.prescription_cylinder_right,
      sphere_left: row.prescription_sphere_left,
      cylinder_left: row.prescription_cylinder_left,
      exam_date: row.prescription_exam_date,
    },
  };
}

export async function readApplication(db: Db, guideline: IncomeGuideline, donateeId: number): Promise<StaffApplication> {
  const row = await applications.findApplication(db.kysely, donateeId);
  if (!row) throw notFound();
  return {
    ...toStaffApplication(row, guideline),
    partner: (await applications.partnerOfApplication(db.kysely, donateeId)) ?? null,
    possible_duplicates: await applications.possibleDuplicates(db.kysely, donateeId),
  };
}

export const MESSAGE_NEEDED = 'Write the recipient a message: the reason, or the information you need.';
export const notDecidable = (status: ApplicationStatus) =>
  `Only a submitted application can be decided; this one is ${status.replace('_', ' ')}.`;

/** The mail kind of each decision a recipient is mailed about. */
const DECISION_MAILS: Partial<Record<ApplicationStatus, MailTemplateKey>> = {
  approved: 'application_approved',
  rejected: 'application_rejected',
  info_requested: 'application_info_requested',
};

/** The mail telling a recipient of a decision, in their language, with staff's message under its heading. */
async function decisionMail(trx: Queryable, current: applications.ApplicationRow, status: ApplicationStatus, message: string | null) {
  const kind = DECISION_MAILS[status];
  if (!kind) throw new Error(`decisionMail: no mail tells of the status ${status}`);
  const language = await mailLanguageOf(trx, current.user_id);
  return writeMail(trx, kind, language, {
    recipient_name: personName(current, current.username),
    team_message: message ? `${TEAM_MESSAGE_HEADING[language]}\n${message}` : '',
  });
}

/** What a decision changes, as the audit log keeps it. */
const decisionFields = (row: applications.ApplicationRow) => ({
  username: row.username,
  status: row.application_status,
  decision_message: row.decision_message,
  decided_at: row.decided_at,
});

export async function decideApplication(
  db: Db,
  guideline: IncomeGuideline,
  donateeId: number,
  body: DecisionBody,
  actor: AuditActor,
): Promise<StaffApplication> {
  const current = await applications.findApplication(db.kysely, donateeId);
  if (!current) throw notFound();
  const message = body.message?.trim() ?? '';
  if (body.decision !== 'approve' && message === '') throw validationError({ message: MESSAGE_NEEDED });
  if (current.application_status !== 'submitted') throw validationError({ decision: notDecidable(current.application_status) });
  await recordDecision(db, actor, current, STATUS_AFTER_DECISION[body.decision], message === '' ? null : message);
  return readApplication(db, guideline, donateeId);
}

/**
 * Stores one decision on an application read as `current`, in its own transaction: the status
 * (only if it is still submitted), the audit entry and the recipient's mail, or nothing.
 */
async function recordDecision(
  db: Db,
  actor: AuditActor,
  current: applications.ApplicationRow,
  status: ApplicationStatus,
  message: string | null,
): Promise<void> {
  const donateeId = current.donatee_id;
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await applications.decide(trx, donateeId, 'submitted', status, message, nowIso()))) {
      const now = await applications.findApplication(trx, donateeId);
      throw validationError({ decision: notDecidable(now?.application_status ?? current.application_status) });
    }
    const decided = (await applications.findApplication(trx, donateeId))!;
    await recordAudit(trx, actor, {
      action: 'application.decide',
      targetType: 'application',
      targetId: donateeId,
      before: decisionFields(current),
      after: decisionFields(decided),
    });
    // A recipient without an e-mail address reads the decision on the account page only.
    if (current.email.trim() !== '') {
      await enqueueMail(trx, {
        to: current.email,
        userId: current.user_id,
        ...(await decisionMail(trx, current, status, message)),
      });
    }
  });
}

/**
 * Approves several submitted applications at once, each only if the eligibility hint marks it
 * within the income limit. Each approval is one transaction of its own, audited and mailed as
 * a single decision is; a refused id stores nothing and does not hold the others back. One
 * result per id, in the order sent (an id sent twice is decided once).
 */
export async function approveMany(
  db: Db,
  guideline: IncomeGuideline,
  donateeIds: readonly number[],
  actor: AuditActor,
): Promise<BulkApproveReply> {
  const results: BulkApproveResult[] = [];
  for (const donateeId of new Set(donateeIds)) {
    try {
      const current = await applications.findApplication(db.kysely, donateeId);
      if (!current) throw notFound();
      if (current.application_status !== 'submitted') throw validationError({ decision: notDecidable(current.application_status) });
      if (eligibilityHint(guideline, current.monthly_income, current.household_size).within_limit !== true) {
        throw validationError({ eligibility: BULK_APPROVE_MESSAGES.notWithinLimit });
      }
      await recordDecision(db, actor, current, 'approved', null);
      results.push({ donatee_id: donateeId, approved: true, errors: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ donatee_id: donateeId, approved: false, errors: rowErrors(error) });
    }
  }
  return { results };
}

export async function summary(db: Db): Promise<StaffSummary> {
  return {
    applications_waiting: await applications.countApplications(db.kysely, 'submitted'),
    claims_to_ship: await applications.countClaimsToShip(db.kysely),
    support_waiting: await countClaimsWaiting(db.kysely),
  };
}
