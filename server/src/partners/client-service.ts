/**
 * A partner organisation's clients (docs/api.md, Partner organisations): a member of an approved
 * organisation adds a person they help, with the person's consent, and the person becomes a
 * donatee without a login of its own, whose application is submitted at once and reviewed like
 * anyone's. Given an e-mail no account has, the client is mailed a link to choose a password and
 * follow their case. Members claim a pair for their client, shipped to the client or to the
 * organisation. Members see only their own organisation's clients: anyone else gets a 403.
 */
import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import {
  CLIENT_MESSAGES,
  CLIENT_PAGE_SIZE,
  PARTNER_CLIENT_CSV_COLUMNS,
  INVITES_PER_ADDRESS_PER_DAY,
  PARTNER_CLIENTS_PER_DAY,
  PARTNER_CLIENTS_PER_HOUR,
  PARTNER_MESSAGES,
  PRESCRIPTION_MAX_BYTES,
  VALIDATION_MESSAGES,
  clientStage,
  personName,
  spreadsheetSafe,
  toCents,
  type Claim,
  type PartnerClient,
  type PartnerClientChange,
  type PartnerClientClaimBody,
  type PartnerClientCreated,
  type PartnerClientList,
  type PartnerClientQuery,
  type PartnerClientWrite,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { centsToAmount, toBool, toNumberOrNull } from '../db/schema.js';
import type { Caller } from '../auth/authenticate.js';
import { UNUSABLE_PASSWORD } from '../auth/passwords.js';
import { ApiError, notFound, permissionDenied, validationError } from '../lib/errors.js';
import { addressBucket, takeFromBucket } from '../lib/rate-limit.js';
import { isUniqueViolationOn } from '../lib/unique-violation.js';
import { isUploadedFile, type UploadedFile } from '../lib/uploaded-file.js';
import { cursorCodec, CursorId } from '../lib/keyset.js';
import { Type } from '@sinclair/typebox';
import { sniffContentType } from '../media/sniff.js';
import { insertMedia } from '../media/repository.js';
import { storableFilename } from '../media/filenames.js';
import { emailProblem } from '../users/rules.js';
import { findUserByEmail, insertUserWithProfile } from '../users/repository.js';
import { sendPasswordLink } from '../users/password-service.js';
import { updateAccount } from '../accounts/repository.js';
import * as donatees from '../donatees/repository.js';
import { changeDonatee } from '../donatees/service.js';
import { applicationFieldErrors, statusOnSubmission, type ApplicationSettings } from '../donatees/application.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import { CLAIM_ROUTE_FIELDS, claimProblems, claimView, markDelivered, takeClaim } from '../claims/service.js';
import { latestClaim } from '../claims/repository.js';
import * as partners from './repository.js';
import * as clients from './client-repository.js';
import type { PartnerRow } from './repository.js';

const REQUIRED_FIELDS = ['first_name', 'last_name', 'address', 'city', 'state', 'zip_code'] as const;
const FIGURE_FIELDS = [
  'prescription_sphere_right',
  'prescription_cylinder_right',
  'prescription_sphere_left',
  'prescription_cylinder_left',
] as const;
const ONE_LINE_FIELDS = [...REQUIRED_FIELDS, 'email', 'phone'] as const;

/**
 * The organisation, read for a member's request: 403 for anyone not a member (404 for one that
 * does not exist), and, for a change, 403 unless it is approved. Locked on PostgreSQL for a change,
 * so a suspension waits for an addition or claim under way, and one made first is seen.
 */
async function memberOrganisation(
  trx: Queryable,
  engine: Db['engine'],
  caller: Caller,
  partnerId: number,
  changing: boolean,
): Promise<PartnerRow> {
  const partner = changing ? await partners.lockPartner(trx, partnerId, engine) : await partners.findPartner(trx, partnerId);
  if (!partner) throw notFound();
  if (!(await partners.isMember(trx, partnerId, caller.id))) throw permissionDenied();
  if (changing && partner.status !== 'approved') throw permissionDenied(CLIENT_MESSAGES.notApproved(partner.status));
  return partner;
}

/** The client, if it is this organisation's: another organisation's is a 403, an unknown one a 404. */
async function clientOf(db: Queryable, partnerId: number, clientId: number) {
  const client = await clients.findClient(db, clientId);
  if (!client) throw notFound();
  if (client.partner_id !== partnerId) throw permissionDenied();
  return client;
}

const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

type ClientBody = PartnerClientWrite & { prescription?: unknown };

/** Every check that needs no database, as field errors; the trimmed details and the file when there are none. */
function checkClient(body: ClientBody, settings: ApplicationSettings) {
  const text = {
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    email: body.email?.trim() ?? '',
    phone: body.phone?.trim() ?? '',
    address: body.address.trim(),
    city: body.city.trim(),
    state: body.state.trim(),
    zip_code: body.zip_code.trim(),
  };
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_FIELDS) if (text[field] === '') errors[field] = PARTNER_MESSAGES.blank;
  for (const field of ONE_LINE_FIELDS) if (hasControlCharacter(text[field])) errors[field] = PARTNER_MESSAGES.oneLine;
  if (text.email !== '') {
    const problem = emailProblem(text.email);
    if (problem) errors.email = problem;
  }
  if (Math.abs(body.monthly_income * 100 - Math.round(body.monthly_income * 100)) > 1e-6) errors.monthly_income = CLIENT_MESSAGES.badMoney;
  let upload: { file: UploadedFile; contentType: string } | undefined;
  if (isUploadedFile(body.prescription)) {
    const contentType = sniffContentType(body.prescription.bytes);
    if (!contentType) errors.prescription = CLIENT_MESSAGES.badFile;
    else if (body.prescription.bytes.length > PRESCRIPTION_MAX_BYTES) errors.prescription = VALIDATION_MESSAGES.fileTooLarge;
    else upload = { file: body.prescription, contentType };
  } else if (body.prescription !== undefined && body.prescription !== null && body.prescription !== '') {
    errors.prescription = CLIENT_MESSAGES.fileAsForm;
  }
  if (!upload && !errors.prescription && FIGURE_FIELDS.every((field) => body[field] === undefined || body[field] === null)) {
    errors.prescription = CLIENT_MESSAGES.noPrescription;
  }
  Object.assign(errors, applicationFieldErrors(body, settings));
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { text, upload };
}

/**
 * `POST /api/partners/{id}/clients/`: the client's user (no password; a made-up username, since
 * usernames are public), account, donatee and submitted application, the prescription file and
 * the consent, in one transaction. An e-mail another account already has is kept as the client's
 * contact only: that person signs in as themselves, and staff see the possible duplicate.
 */
export async function addClient(
  db: Db,
  settings: ApplicationSettings,
  caller: Caller,
  partnerId: number,
  body: ClientBody,
): Promise<PartnerClientCreated> {
  const { text, upload } = checkClient(body, settings);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertClient(db, settings, caller, partnerId, body, text, upload);
    } catch (error) {
      // The same new address added twice at once: the second, tried again, finds it taken and keeps it as contact only.
      if (attempt === 1 && isUniqueViolationOn(error, 'email_key')) continue;
      throw error;
    }
  }
}

async function insertClient(
  db: Db,
  settings: ApplicationSettings,
  caller: Caller,
  partnerId: number,
  body: ClientBody,
  text: ReturnType<typeof checkClient>['text'],
  upload: ReturnType<typeof checkClient>['upload'],
): Promise<PartnerClientCreated> {
  return db.kysely.transaction().execute(async (trx) => {
    const partner = await memberOrganisation(trx, db.engine, caller, partnerId, true);
    const allowed =
      (await takeFromBucket(trx, `partner-clients:${caller.id}`, PARTNER_CLIENTS_PER_HOUR, 3_600_000)) &&
      (await takeFromBucket(trx, `partner-clients-of:${partnerId}`, PARTNER_CLIENTS_PER_DAY, 86_400_000));
    if (!allowed) throw new ApiError(429, { detail: CLIENT_MESSAGES.tooMany });
    const addressIsFree = text.email !== '' && !(await findUserByEmail(trx, text.email));
    // The link goes to an address the member typed: as for invitations, one address gets a few a day.
    if (
      addressIsFree &&
      !(await takeFromBucket(trx, addressBucket('partner-invited', text.email), INVITES_PER_ADDRESS_PER_DAY, 86_400_000))
    ) {
      throw new ApiError(429, { detail: PARTNER_MESSAGES.addressInvitedEnough });
    }
    const username = `client-${randomBytes(5).toString('hex')}`;
    const userId = await insertUserWithProfile(trx, {
      username,
      email: addressIsFree ? text.email : '',
      firstName: text.first_name,
      lastName: text.last_name,
      passwordHash: UNUSABLE_PASSWORD,
    });
    const donatee = (await donatees.findDonateeOfUser(trx, userId))!;
    await updateAccount(trx, donatee.accountId, {
      phone_number: text.phone,
      address: text.address,
      city: text.city,
      state: text.state,
      zip_code: text.zip_code,
      language: body.language ?? 'en',
    });
    const prescriptionMediaId = upload
      ? await insertMedia(trx, {
          bytes: upload.file.bytes,
          contentType: upload.contentType,
          filename: storableFilename(upload.file.filename, 'prescription'),
          ownerUserId: userId,
          isPrivate: true,
        })
      : null;
    await donatees.updateApplication(trx, donatee.donateeId, {
      monthly_income_cents: toCents(body.monthly_income),
      is_dependent: body.is_dependent ? 1 : 0,
      household_size: body.household_size,
      prescription_media_id: prescriptionMediaId,
      prescription_sphere_right: body.prescription_sphere_right ?? null,
      prescription_cylinder_right: body.prescription_cylinder_right ?? null,
      prescription_sphere_left: body.prescription_sphere_left ?? null,
      prescription_cylinder_left: body.prescription_cylinder_left ?? null,
      prescription_exam_date: body.prescription_exam_date || null,
    });
    const status = statusOnSubmission(settings.review);
    await donatees.moveApplication(trx, donatee.donateeId, 'not_submitted', status, nowIso());
    const clientId = await clients.insertClient(trx, {
      partnerId,
      donateeId: donatee.donateeId,
      email: text.email,
      recordedBy: caller.id,
      at: nowIso(),
    });
    if (addressIsFree) {
      await sendPasswordLink(trx, { id: userId, username, email: text.email }, 'welcome', {
        client: partner.name,
        name: personName(text, username),
      });
    }
    return { client_id: clientId, donatee_id: donatee.donateeId, application_status: status };
  });
}

/** More clients than one organisation could help: the CSV stays bounded whatever happens. */
const CSV_MAX_CLIENTS = 100_000;

const pageCursor = cursorCodec(Type.Tuple([CursorId]));

/** `GET /api/partners/{id}/clients/`: the organisation's clients, newest first, a page at a time. */
export async function listClients(db: Db, caller: Caller, partnerId: number, query: PartnerClientQuery): Promise<PartnerClientList> {
  await memberOrganisation(db.kysely, db.engine, caller, partnerId, false);
  const before = query.after === undefined ? undefined : pageCursor.decode(query.after)[0];
  const search = query.search?.trim() || undefined;
  const rows = await clients.listClients(db.kysely, partnerId, { search, beforeId: before }, CLIENT_PAGE_SIZE + 1);
  const page = rows.slice(0, CLIENT_PAGE_SIZE);
  return {
    results: page.map(clientView),
    next: rows.length > CLIENT_PAGE_SIZE ? pageCursor.encode([page[page.length - 1]!.client_id]) : null,
  };
}

function clientView(row: clients.ClientListRow): PartnerClient {
  const claim = row.claim;
  return {
    client_id: row.client_id,
    donatee_id: row.donatee_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone_number,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    household_size: row.household_size,
    monthly_income: centsToAmount(row.monthly_income_cents),
    is_dependent: toBool(row.is_dependent),
    prescription_sphere_right: toNumberOrNull(row.prescription_sphere_right),
    prescription_cylinder_right: toNumberOrNull(row.prescription_cylinder_right),
    prescription_sphere_left: toNumberOrNull(row.prescription_sphere_left),
    prescription_cylinder_left: toNumberOrNull(row.prescription_cylinder_left),
    prescription_exam_date: row.prescription_exam_date,
    has_prescription_file: row.prescription_media_id !== null,
    application_status: row.application_status,
    decision_message: row.decision_message,
    claim: claim
      ? {
          id: claim.id,
          status: claim.status,
          glasses: claim.glasses_id,
          glasses_name: claim.glasses_name,
          ship_to: claim.ship_to_partner_id === null ? 'client' : 'partner',
          carrier: claim.carrier,
          tracking_number: claim.tracking_number,
          confirmation_number: Number(claim.confirmation_number),
          claimed_at: claim.claimed_at,
          shipped_at: claim.shipped_at,
          delivered_at: claim.delivered_at,
        }
      : null,
    stage: clientStage(row.application_status, claim?.status ?? null),
    consent_recorded_by:
      row.recorder_username === null
        ? ''
        : personName({ first_name: row.recorder_first_name ?? '', last_name: row.recorder_last_name ?? '' }, row.recorder_username),
    consent_recorded_at: row.consent_recorded_at,
  };
}

/** `GET /api/partners/{id}/clients.csv`: every client's outcome, for the organisation's own reporting. */
export async function clientsCsv(db: Db, caller: Caller, partnerId: number): Promise<{ csv: string; filename: string }> {
  const partner = await memberOrganisation(db.kysely, db.engine, caller, partnerId, false);
  const rows = await clients.listClients(db.kysely, partnerId, {}, CSV_MAX_CLIENTS);
  const records = rows.reverse().map((row) => {
    const record: Record<(typeof PARTNER_CLIENT_CSV_COLUMNS)[number], string | number | null> = {
      client_id: row.client_id,
      first_name: row.first_name,
      last_name: row.last_name,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      household_size: row.household_size,
      added_at: row.consent_recorded_at,
      application_status: row.application_status,
      submitted_at: row.submitted_at,
      decided_at: row.decided_at,
      claim_status: row.claim?.status ?? null,
      frame: row.claim?.glasses_name ?? null,
      ship_to: row.claim ? (row.claim.ship_to_partner_id === null ? 'client' : 'partner') : null,
      claimed_at: row.claim?.claimed_at ?? null,
      shipped_at: row.claim?.shipped_at ?? null,
      delivered_at: row.claim?.delivered_at ?? null,
    };
    return PARTNER_CLIENT_CSV_COLUMNS.map((column) => spreadsheetSafe(record[column] === null ? '' : String(record[column])));
  });
  const slug =
    partner.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'partner';
  return {
    csv: stringify(records, { header: true, columns: [...PARTNER_CLIENT_CSV_COLUMNS] }),
    filename: `onepair-clients-${slug}-${nowIso().slice(0, 10)}.csv`,
  };
}

/**
 * `POST /api/partners/{id}/clients/{client_id}/claim/`: a member claims `glasses_id` for their
 * client, by the same rules and in the same lifecycle as anyone's claim; the pair ships to the
 * client's address, or to the organisation's in care of it. Mailed to the member, and to the
 * client if they have an address.
 */
export async function claimForClient(
  db: Db,
  catalogue: CatalogueCache,
  caller: Caller,
  partnerId: number,
  clientId: number,
  body: PartnerClientClaimBody,
): Promise<Claim> {
  const claim = await db.kysely.transaction().execute(async (trx) => {
    const partner = await memberOrganisation(trx, db.engine, caller, partnerId, true);
    const client = await clientOf(trx, partnerId, clientId);
    const claimant = await donatees.findDonatee(trx, client.donatee_id);
    if (!claimant) throw notFound();
    const errors = await claimProblems(trx, claimant, body.glasses_id, CLAIM_ROUTE_FIELDS);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const forClient = { memberId: caller.id, organisation: partner.name, shipToPartnerId: body.ship_to === 'partner' ? partnerId : null };
    return claimView(await takeClaim(trx, claimant, body.glasses_id, CLAIM_ROUTE_FIELDS, forClient));
  });
  catalogue.invalidate();
  return claim;
}

/**
 * `POST /api/partners/{id}/clients/{client_id}/confirm-delivery/`: a member says the client's pair
 * arrived (the client has no login to say so). Allowed while the organisation is suspended too:
 * its clients' pairs already on their way still arrive.
 */
export async function confirmClientDelivery(db: Db, caller: Caller, partnerId: number, clientId: number): Promise<Claim> {
  return db.kysely.transaction().execute(async (trx) => {
    await memberOrganisation(trx, db.engine, caller, partnerId, false);
    const client = await clientOf(trx, partnerId, clientId);
    const claim = await latestClaim(trx, client.donatee_id);
    if (!claim) throw validationError({ status: CLIENT_MESSAGES.nothingShipped });
    return markDelivered(trx, claim);
  });
}

/**
 * `PATCH /api/partners/{id}/clients/{client_id}/`: a member changes the client's answers (JSON, or
 * a form with a new `prescription` file) and the application is submitted again, by the very
 * rules a recipient's own change follows (donatees/service.ts), the member acting for the client:
 * after a request for information or a refusal it goes back to review; an approved one changed
 * goes back to review too; once a pair has shipped the answers are final.
 */
export async function changeClient(
  db: Db,
  catalogue: CatalogueCache,
  settings: ApplicationSettings,
  caller: Caller,
  partnerId: number,
  clientId: number,
  body: PartnerClientChange & { prescription?: unknown },
): Promise<PartnerClient> {
  await memberOrganisation(db.kysely, db.engine, caller, partnerId, true);
  const client = await clientOf(db.kysely, partnerId, clientId);
  const donatee = await donatees.findDonatee(db.kysely, client.donatee_id);
  if (!donatee) throw notFound();
  const errors: Record<string, string> = {};
  if (body.monthly_income !== undefined && Math.abs(body.monthly_income * 100 - Math.round(body.monthly_income * 100)) > 1e-6) {
    errors.monthly_income = CLIENT_MESSAGES.badMoney;
  }
  // The picture is replaced, never taken away: the application keeps a prescription.
  if (body.prescription === null || body.prescription === '') errors.prescription = CLIENT_MESSAGES.replaceFile;
  else if (!isUploadedFile(body.prescription) && donatee.prescriptionMediaId === null) {
    const stored = (await donatees.donateeRecord(db.kysely, client.donatee_id))!;
    const figureAfter = (field: (typeof FIGURE_FIELDS)[number]) => (body[field] === undefined ? stored[field] : body[field]);
    if (FIGURE_FIELDS.every((field) => figureAfter(field) === null)) errors.prescription = CLIENT_MESSAGES.noPrescription;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const forClient: Caller = { id: donatee.userId, username: '', isStaff: false };
  await changeDonatee(db, catalogue, settings, forClient, client.donatee_id, { ...body, has_applied_for_account: true });
  const [row] = await clients.listClients(db.kysely, partnerId, { clientId }, 1);
  return clientView(row!);
}
