/**
 * Who may call what, for every staff route and the routes on one claim. The list of routes is
 * read from the app itself, so a route added under /api/staff/ or /api/claims/ without a row
 * here fails the first test: a new route cannot slip out of the matrix. And every route the
 * app serves under /api/staff/ is tried as a visitor, a bad token and a donor, so one that
 * escaped the staff guard fails even before it has a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient, stockOf } from '../claims/helpers.js';
import { servedRoutes as servedRoutesOf } from '../route-tree.js';

type Who = 'visitor' | 'bad token' | 'donor' | 'other recipient' | 'owner' | 'staff';
const WHO: readonly Who[] = ['visitor', 'bad token', 'donor', 'other recipient', 'owner', 'staff'];

/** What one row acts on: the URL, the body, whose record it is, and a check that a refused call changed nothing. */
interface Target {
  url: string;
  body?: object;
  owner: SignedInUser;
  unchanged?: () => Promise<void>;
}

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As Fastify names it, with `:param`. */
  route: string;
  prepare: () => Promise<Target>;
  /** The status each caller gets; the 403s are tried first, the others in this order. */
  expected: Record<Who, number>;
}

let t: TestApp;
let staff: SignedInUser;
let donor: SignedInUser;
let otherRecipient: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  staff = await logInAdmin(t.app);
  donor = await signUpAndLogIn(t.app, 'donor');
  otherRecipient = await approvedRecipient();
  await claimOf(otherRecipient, true);
});
afterAll(() => t.close());

const call = (method: string, url: string, who?: SignedInUser | 'bad token', payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who === 'bad token' ? { authorization: `Token ${'0'.repeat(40)}` } : (who?.auth ?? {}),
    ...(payload ? { payload } : {}),
  });

function caller(who: Who, owner: SignedInUser): SignedInUser | 'bad token' | undefined {
  return { visitor: undefined, 'bad token': 'bad token' as const, donor, 'other recipient': otherRecipient, owner, staff }[who];
}

/** A recipient whose application staff approved and who has a shipping address: ready to claim. */
async function approvedRecipient(): Promise<SignedInUser> {
  const who = await recipient(t.app, 'matrix');
  const approved = await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, { decision: 'approve' });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return who;
}

/** A submitted application that waits for staff. */
async function waitingApplicant(): Promise<SignedInUser> {
  return recipient(t.app, 'waiting');
}

async function claimOf(who: SignedInUser, withItem: boolean): Promise<{ claimId: number; glassesId: number }> {
  const glassesId = await newGlasses(t, 2);
  const body = withItem ? { has_claimed: true, claimed_glasses: glassesId } : { has_claimed: true };
  const response = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, body);
  if (response.statusCode !== 200) throw new Error(`claim failed: ${response.body}`);
  return { claimId: response.json().claim.id, glassesId };
}

/** The partner organisation a new user registers, pending review: the user stands in as its owner. */
async function registeredPartner(prefix = 'partner'): Promise<{ owner: SignedInUser; partnerId: number }> {
  const owner = await signUpAndLogIn(t.app, prefix);
  const made = await call('POST', '/api/partners/', owner, PARTNER);
  if (made.statusCode !== 201) throw new Error(`registering the organisation failed: ${made.body}`);
  return { owner, partnerId: made.json().partner_id as number };
}

const PARTNER = {
  name: 'Matrix Clinic',
  kind: 'clinic',
  address: '1 Main St',
  city: 'Reno',
  state: 'NV',
  zip_code: '89501',
  phone: '555-010-0100',
};

const invitationsOf = async (partnerId: number) =>
  (await t.db.kysely.selectFrom('partner_invitations').select('user_id').where('partner_id', '=', partnerId).execute()).length;

/** An organisation staff approved: its members may invite. */
async function approvedPartner(): Promise<{ owner: SignedInUser; partnerId: number }> {
  const made = await registeredPartner();
  const approved = await call('POST', `/api/staff/partners/${made.partnerId}/decision/`, staff, { decision: 'approve' });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return made;
}

const PARTNER_CLIENT = {
  first_name: 'Lena',
  last_name: 'Matrix',
  address: '2 Side St',
  city: 'Reno',
  state: 'NV',
  zip_code: '89502',
  household_size: 2,
  monthly_income: 800,
  is_dependent: false,
  prescription_sphere_right: -2,
  prescription_sphere_left: -2,
  consent: true,
};

const clientsOf = async (partnerId: number) =>
  (await t.db.kysely.selectFrom('partner_clients').select('id').where('partner_id', '=', partnerId).execute()).length;

/** An approved organisation with one client, whose application is approved: the member stands in as the owner. */
async function partnerWithClient() {
  const { owner, partnerId } = await approvedPartner();
  const added = await call('POST', `/api/partners/${partnerId}/clients/`, owner, PARTNER_CLIENT);
  if (added.statusCode !== 201) throw new Error(`adding the client failed: ${added.body}`);
  const { client_id: clientId, donatee_id: donateeId } = added.json();
  const approved = await call('POST', `/api/staff/applications/${donateeId}/decision/`, staff, { decision: 'approve' });
  if (approved.statusCode !== 200) throw new Error(`approving the client failed: ${approved.body}`);
  return { owner, partnerId, clientId: clientId as number, donateeId: donateeId as number };
}

/** A gift of $15 that staff recorded for a new donor, who stands in as its owner. */
async function staffGift(): Promise<{ owner: SignedInUser; donationId: number }> {
  const owner = await signUpAndLogIn(t.app, 'cheque');
  const made = await call('POST', '/api/staff/donations/', staff, { donor: owner.id, amount: 15, method: 'check' });
  if (made.statusCode !== 201) throw new Error(`recording the gift failed: ${made.body}`);
  return { owner, donationId: made.json().donation_id as number };
}

/** The donor's gifts, as stored. */
async function giftsOf(owner: SignedInUser) {
  const rows = await t.db.kysely
    .selectFrom('donations')
    .select(['amount_cents', 'status'])
    .where('donator_id', '=', owner.donatorId)
    .orderBy('donation_id')
    .execute();
  return rows.map((row) => ({ amount_cents: Number(row.amount_cents), status: row.status }));
}

async function glassesRow(glassesId: number) {
  return t.db.kysely.selectFrom('glasses').selectAll().where('glasses_id', '=', glassesId).executeTakeFirstOrThrow();
}

async function claimRow(claimId: number) {
  return t.db.kysely.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
}

const STAFF_ONLY = (staffStatus: number): Record<Who, number> => ({
  visitor: 403,
  'bad token': 403,
  donor: 403,
  'other recipient': 403,
  owner: 403,
  staff: staffStatus,
});

/** A staff list or count that belongs to nobody in particular; a recipient with a claim stands in as the owner. */
const anyOwner = async (url: string): Promise<Target> => ({ url, owner: otherRecipient });

const ROWS: Row[] = [
  { method: 'GET', route: '/api/staff/applications/', prepare: () => anyOwner('/api/staff/applications/'), expected: STAFF_ONLY(200) },
  {
    method: 'GET',
    route: '/api/staff/applications/:donatee_id/',
    prepare: async () => {
      const owner = await waitingApplicant();
      return { url: `/api/staff/applications/${owner.donateeId}/`, owner };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:donatee_id/decision/',
    prepare: async () => {
      const owner = await waitingApplicant();
      return {
        url: `/api/staff/applications/${owner.donateeId}/decision/`,
        body: { decision: 'approve' },
        owner,
        unchanged: async () => {
          const me = (await call('GET', '/auth/users/me/', owner)).json();
          expect(me.account.donatee.application_status).toBe('submitted');
        },
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/approve/',
    prepare: async () => {
      const owner = await waitingApplicant();
      await call('PATCH', `/api/donatees/${owner.donateeId}/`, owner, { household_size: 2 });
      return {
        url: '/api/staff/applications/approve/',
        body: { donatee_ids: [owner.donateeId] },
        owner,
        unchanged: async () =>
          expect((await call('GET', `/api/staff/applications/${owner.donateeId}/`, staff)).json().status).toBe('submitted'),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/outbox/:id/resend/',
    prepare: async () => {
      const owner = await waitingApplicant();
      const mail = await t.db.kysely
        .insertInto('outbox')
        .values({
          to: `${owner.username}@example.org`,
          subject: 'Failed',
          body: 'x',
          user_id: owner.id,
          status: 'failed',
          attempts: 5,
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        url: `/api/staff/outbox/${mail.id}/resend/`,
        owner,
        unchanged: async () =>
          expect(await t.db.kysely.selectFrom('outbox').select('status').where('id', '=', mail.id).executeTakeFirstOrThrow()).toEqual({
            status: 'failed',
          }),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/staff/claims/packing-slips.pdf',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, true);
      return { url: `/api/staff/claims/packing-slips.pdf?ids=${claimId}`, owner };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/claims/ship/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, true);
      return {
        url: '/api/staff/claims/ship/',
        body: { shipments: [{ claim_id: claimId, carrier: 'USPS', tracking_number: 'T-2' }] },
        owner,
        unchanged: async () => expect(await claimRow(claimId)).toMatchObject({ status: 'claimed', carrier: null }),
      };
    },
    expected: STAFF_ONLY(200),
  },
  { method: 'GET', route: '/api/staff/summary/', prepare: () => anyOwner('/api/staff/summary/'), expected: STAFF_ONLY(200) },
  { method: 'GET', route: '/api/staff/outbox/', prepare: () => anyOwner('/api/staff/outbox/'), expected: STAFF_ONLY(200) },
  { method: 'GET', route: '/api/staff/claims/', prepare: () => anyOwner('/api/staff/claims/?support=waiting'), expected: STAFF_ONLY(200) },
  {
    method: 'POST',
    route: '/api/staff/claims/:id/ship/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, true);
      return {
        url: `/api/staff/claims/${claimId}/ship/`,
        body: { carrier: 'USPS', tracking_number: 'T-1' },
        owner,
        unchanged: async () => expect(await claimRow(claimId)).toMatchObject({ status: 'claimed', carrier: null }),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/claims/:id/cancel/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId, glassesId } = await claimOf(owner, true);
      return {
        url: `/api/staff/claims/${claimId}/cancel/`,
        body: { reason: 'Testing who may' },
        owner,
        unchanged: async () => {
          expect(await claimRow(claimId)).toMatchObject({ status: 'claimed', reason: null });
          expect(await stockOf(t, glassesId)).toBe(1);
        },
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/claims/:id/assign/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, false);
      const frame = await newGlasses(t, 1);
      return {
        url: `/api/staff/claims/${claimId}/assign/`,
        body: { glasses: frame },
        owner,
        unchanged: async () => {
          expect(await claimRow(claimId)).toMatchObject({ glasses_id: null });
          expect(await stockOf(t, frame)).toBe(1);
        },
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/claims/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const glassesId = await newGlasses(t, 2);
      return {
        url: '/api/claims/',
        body: { glasses_id: glassesId },
        owner,
        unchanged: async () => {
          expect(await stockOf(t, glassesId)).toBe(2);
          expect(await t.db.kysely.selectFrom('claims').select('id').where('donatee_id', '=', owner.donateeId).execute()).toEqual([]);
        },
      };
    },
    // Each signed-in user claims for themselves only: the donor and staff never applied, and the
    // other recipient already holds a claim, so theirs are 400s that name why; only the owner's goes through.
    expected: { visitor: 403, 'bad token': 403, donor: 400, 'other recipient': 400, owner: 201, staff: 400 },
  },
  {
    method: 'POST',
    route: '/api/claims/:id/confirm-delivery/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, true);
      const shipped = await call('POST', `/api/staff/claims/${claimId}/ship/`, staff, { carrier: 'UPS', tracking_number: '1Z' });
      if (shipped.statusCode !== 200) throw new Error(`ship failed: ${shipped.body}`);
      return {
        url: `/api/claims/${claimId}/confirm-delivery/`,
        owner,
        unchanged: async () => expect(await claimRow(claimId)).toMatchObject({ status: 'shipped', delivered_at: null }),
      };
    },
    // Only the person who received the pair can say it arrived; staff cannot say it for them.
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, staff: 403, owner: 200 },
  },
  {
    method: 'GET',
    route: '/api/staff/glasses/:id/stock/',
    prepare: async () => anyOwner(`/api/staff/glasses/${await newGlasses(t, 1)}/stock/`),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/glasses/:id/stock/',
    prepare: async () => {
      const glassesId = await newGlasses(t, 1);
      return {
        url: `/api/staff/glasses/${glassesId}/stock/`,
        body: { change: 2, reason: 'Testing who may' },
        owner: otherRecipient,
        unchanged: async () => {
          expect(await stockOf(t, glassesId)).toBe(1);
          expect(await t.db.kysely.selectFrom('stock_movements').select('id').where('glasses_id', '=', glassesId).execute()).toEqual([]);
        },
      };
    },
    expected: STAFF_ONLY(201),
  },
  { method: 'GET', route: '/api/staff/glasses/', prepare: () => anyOwner('/api/staff/glasses/?state=all'), expected: STAFF_ONLY(200) },
  {
    method: 'POST',
    route: '/api/staff/glasses/',
    prepare: async () => {
      const name = `Matrix frame ${Math.random().toString(36).slice(2, 8)}`;
      return {
        url: '/api/staff/glasses/',
        body: { name, initial_stock: 3 },
        owner: otherRecipient,
        unchanged: async () =>
          expect(await t.db.kysely.selectFrom('glasses').select('glasses_id').where('name', '=', name).execute()).toEqual([]),
      };
    },
    expected: STAFF_ONLY(201),
  },
  {
    method: 'GET',
    route: '/api/staff/glasses/:id/',
    prepare: async () => anyOwner(`/api/staff/glasses/${await newGlasses(t, 1)}/`),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'PATCH',
    route: '/api/staff/glasses/:id/',
    prepare: async () => {
      const glassesId = await newGlasses(t, 1);
      return {
        url: `/api/staff/glasses/${glassesId}/`,
        body: { name: 'Renamed by the matrix' },
        owner: otherRecipient,
        unchanged: async () => expect(await glassesRow(glassesId)).not.toMatchObject({ name: 'Renamed by the matrix' }),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/glasses/:id/retire/',
    prepare: async () => {
      const glassesId = await newGlasses(t, 1);
      return {
        url: `/api/staff/glasses/${glassesId}/retire/`,
        owner: otherRecipient,
        unchanged: async () => expect(await glassesRow(glassesId)).toMatchObject({ retired_at: null }),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/glasses/:id/unretire/',
    prepare: async () => {
      const glassesId = await newGlasses(t, 1);
      await t.db.kysely
        .updateTable('glasses')
        .set({ retired_at: '2026-01-01T00:00:00.000Z' })
        .where('glasses_id', '=', glassesId)
        .execute();
      return {
        url: `/api/staff/glasses/${glassesId}/unretire/`,
        owner: otherRecipient,
        unchanged: async () => expect(await glassesRow(glassesId)).toMatchObject({ retired_at: '2026-01-01T00:00:00.000Z' }),
      };
    },
    expected: STAFF_ONLY(200),
  },
  { method: 'GET', route: '/api/staff/donations/', prepare: () => anyOwner('/api/staff/donations/?region=1'), expected: STAFF_ONLY(200) },
  {
    method: 'GET',
    route: '/api/staff/donations/totals/',
    prepare: () => anyOwner('/api/staff/donations/totals/?status=confirmed'),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/staff/donations/export.csv',
    prepare: () => anyOwner('/api/staff/donations/export.csv?from=2020-01-01'),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/donations/',
    prepare: async () => {
      const owner = await signUpAndLogIn(t.app, 'cheque');
      return {
        url: '/api/staff/donations/',
        body: { donor: owner.id, amount: 15, method: 'check', reference: 'matrix' },
        owner,
        unchanged: async () => expect(await giftsOf(owner)).toEqual([]),
      };
    },
    expected: STAFF_ONLY(201),
  },
  {
    method: 'GET',
    route: '/api/staff/donations/:id/',
    prepare: async () => {
      const { owner, donationId } = await staffGift();
      return { url: `/api/staff/donations/${donationId}/`, owner };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'PATCH',
    route: '/api/staff/donations/:id/',
    prepare: async () => {
      const { owner, donationId } = await staffGift();
      return {
        url: `/api/staff/donations/${donationId}/`,
        body: { amount: 16 },
        owner,
        unchanged: async () => expect(await giftsOf(owner)).toEqual([{ amount_cents: 1500, status: 'confirmed' }]),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/donations/:id/void/',
    prepare: async () => {
      const { owner, donationId } = await staffGift();
      return {
        url: `/api/staff/donations/${donationId}/void/`,
        body: { reason: 'matrix' },
        owner,
        unchanged: async () => expect(await giftsOf(owner)).toEqual([{ amount_cents: 1500, status: 'confirmed' }]),
      };
    },
    expected: STAFF_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/staff/reports/',
    prepare: () => anyOwner('/api/staff/reports/?from=2020-01-01'),
    expected: STAFF_ONLY(200),
  },
  ...(['money', 'pairs', 'waits'] as const).map((part): Row => ({
    method: 'GET',
    route: `/api/staff/reports/${part}.csv`,
    prepare: () => anyOwner(`/api/staff/reports/${part}.csv?to=2030-01-01`),
    expected: STAFF_ONLY(200),
  })),
  { method: 'GET', route: '/api/staff/mail-templates/', prepare: () => anyOwner('/api/staff/mail-templates/'), expected: STAFF_ONLY(200) },
  {
    method: 'PUT',
    route: '/api/staff/mail-templates/:template/:language/',
    prepare: async () => ({
      url: '/api/staff/mail-templates/claim_shipped/es/',
      body: { subject: 'Enviado', body: 'Número: {tracking_number}' },
      owner: otherRecipient,
      unchanged: async () => expect(await t.db.kysely.selectFrom('mail_templates').selectAll().execute()).toEqual([]),
    }),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/staff/mail-templates/:template/:language/',
    prepare: () => anyOwner('/api/staff/mail-templates/claim_shipped/es/'),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/partners/',
    prepare: async () => ({ url: '/api/partners/', body: PARTNER, owner: await signUpAndLogIn(t.app, 'registers') }),
    expected: { visitor: 403, 'bad token': 403, donor: 201, 'other recipient': 201, owner: 201, staff: 201 },
  },
  {
    method: 'GET',
    route: '/api/partners/mine/',
    prepare: async () => ({ url: '/api/partners/mine/', owner: (await registeredPartner()).owner }),
    expected: { visitor: 403, 'bad token': 403, donor: 200, 'other recipient': 200, owner: 200, staff: 200 },
  },
  // Anyone but a member gets the 404 of an organisation that does not exist.
  {
    method: 'POST',
    route: '/api/partners/:id/members/',
    prepare: async () => {
      const { owner, partnerId } = await approvedPartner();
      return {
        url: `/api/partners/${partnerId}/members/`,
        body: { email: `colleague-${partnerId}@example.org` },
        owner,
        unchanged: async () => expect(await invitationsOf(partnerId)).toBe(0),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 404, 'other recipient': 404, owner: 201, staff: 404 },
  },
  ...(['accept', 'decline'] as const).map((answer): Row => ({
    method: 'POST',
    route: `/api/partners/:id/members/${answer}/`,
    prepare: async () => {
      const { owner: member, partnerId } = await approvedPartner();
      const owner = await signUpAndLogIn(t.app, 'invited');
      const invited = await call('POST', `/api/partners/${partnerId}/members/`, member, { email: `${owner.username}@example.org` });
      if (invited.statusCode !== 201) throw new Error(`the invitation failed: ${invited.body}`);
      return {
        url: `/api/partners/${partnerId}/members/${answer}/`,
        owner,
        unchanged: async () => expect(await invitationsOf(partnerId)).toBe(1),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 404, 'other recipient': 404, owner: answer === 'accept' ? 200 : 204, staff: 404 },
  })),
  // A client is seen and changed by the organisation's members only: everyone else gets a 403.
  {
    method: 'POST',
    route: '/api/partners/:id/clients/',
    prepare: async () => {
      const { owner, partnerId } = await approvedPartner();
      return {
        url: `/api/partners/${partnerId}/clients/`,
        body: PARTNER_CLIENT,
        owner,
        unchanged: async () => expect(await clientsOf(partnerId)).toBe(0),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 201, staff: 403 },
  },
  ...(['/api/partners/:id/clients/', '/api/partners/:id/clients.csv'] as const).map((route): Row => ({
    method: 'GET',
    route,
    prepare: async () => {
      const { owner, partnerId } = await partnerWithClient();
      return { url: route.replace(':id', String(partnerId)), owner };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 200, staff: 403 },
  })),
  {
    method: 'POST',
    route: '/api/partners/:id/clients/:client_id/claim/',
    prepare: async () => {
      const { owner, partnerId, clientId, donateeId } = await partnerWithClient();
      const glassesId = await newGlasses(t, 1);
      return {
        url: `/api/partners/${partnerId}/clients/${clientId}/claim/`,
        body: { glasses_id: glassesId, ship_to: 'partner' },
        owner,
        unchanged: async () =>
          expect(await t.db.kysely.selectFrom('claims').select('id').where('donatee_id', '=', donateeId).execute()).toEqual([]),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 201, staff: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/partners/:id/clients/:client_id/',
    prepare: async () => {
      const { owner, partnerId, clientId, donateeId } = await partnerWithClient();
      const householdOf = async () =>
        (await t.db.kysely.selectFrom('donatees').select('household_size').where('donatee_id', '=', donateeId).executeTakeFirstOrThrow())
          .household_size;
      return {
        url: `/api/partners/${partnerId}/clients/${clientId}/`,
        body: { household_size: 5 },
        owner,
        unchanged: async () => expect(await householdOf()).toBe(2),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 200, staff: 403 },
  },
  {
    method: 'POST',
    route: '/api/partners/:id/clients/:client_id/confirm-delivery/',
    prepare: async () => {
      const { owner, partnerId, clientId } = await partnerWithClient();
      const glassesId = await newGlasses(t, 1);
      const made = await call('POST', `/api/partners/${partnerId}/clients/${clientId}/claim/`, owner, {
        glasses_id: glassesId,
        ship_to: 'client',
      });
      const claimId = made.json().id as number;
      const shipped = await call('POST', `/api/staff/claims/${claimId}/ship/`, staff, { carrier: 'USPS', tracking_number: '1' });
      if (shipped.statusCode !== 200) throw new Error(`shipping failed: ${shipped.body}`);
      return {
        url: `/api/partners/${partnerId}/clients/${clientId}/confirm-delivery/`,
        owner,
        unchanged: async () =>
          expect((await t.db.kysely.selectFrom('claims').select('status').where('id', '=', claimId).executeTakeFirstOrThrow()).status).toBe(
            'shipped',
          ),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 200, staff: 403 },
  },
  {
    method: 'GET',
    route: '/api/staff/partners/',
    prepare: () => anyOwner('/api/staff/partners/?status=pending'),
    expected: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/staff/partners/:id/decision/',
    prepare: async () => {
      const { owner, partnerId } = await registeredPartner();
      return {
        url: `/api/staff/partners/${partnerId}/decision/`,
        body: { decision: 'approve' },
        owner,
        unchanged: async () =>
          expect(
            (await t.db.kysely.selectFrom('partners').select('status').where('id', '=', partnerId).executeTakeFirstOrThrow()).status,
          ).toBe('pending'),
      };
    },
    expected: STAFF_ONLY(200),
  },
  { method: 'GET', route: '/api/staff/audit/', prepare: () => anyOwner('/api/staff/audit/?target_type=claim'), expected: STAFF_ONLY(200) },
  { method: 'GET', route: '/api/staff/dashboard/', prepare: () => anyOwner('/api/staff/dashboard/'), expected: STAFF_ONLY(200) },
  { method: 'GET', route: '/api/staff/setup/', prepare: () => anyOwner('/api/staff/setup/'), expected: STAFF_ONLY(200) },
  { method: 'GET', route: '/api/staff/users/', prepare: () => anyOwner('/api/staff/users/?q=matrix'), expected: STAFF_ONLY(200) },
  {
    method: 'GET',
    route: '/api/staff/users/:id/',
    prepare: async () => {
      const owner = await approvedRecipient();
      return { url: `/api/staff/users/${owner.id}/`, owner };
    },
    expected: STAFF_ONLY(200),
  },
  ...(
    [
      ['deactivate', { is_active: 1, is_staff: 0 }],
      // A deactivated user cannot call anything, so someone else stands in as the owner.
      ['reactivate', { is_active: 0, is_staff: 0 }],
      ['grant-staff', { is_active: 1, is_staff: 0 }],
      ['revoke-staff', { is_active: 1, is_staff: 1 }],
    ] as const
  ).map(([action, start]): Row => ({
    method: 'POST',
    route: `/api/staff/users/:id/${action}/`,
    prepare: async () => {
      const target = await signUpAndLogIn(t.app, 'access');
      await t.db.kysely.updateTable('users').set(start).where('id', '=', target.id).execute();
      return {
        url: `/api/staff/users/${target.id}/${action}/`,
        owner: start.is_active === 1 && start.is_staff === 0 ? target : otherRecipient,
        unchanged: async () => {
          const row = await t.db.kysely
            .selectFrom('users')
            .select(['is_active', 'is_staff'])
            .where('id', '=', target.id)
            .executeTakeFirstOrThrow();
          expect([Number(row.is_active), Number(row.is_staff)]).toEqual([start.is_active, start.is_staff]);
        },
      };
    },
    expected: STAFF_ONLY(200),
  })),
  {
    method: 'GET',
    route: '/api/claims/:id/messages/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, true);
      return { url: `/api/claims/${claimId}/messages/`, owner };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 200, staff: 200 },
  },
  {
    method: 'POST',
    route: '/api/claims/:id/messages/',
    prepare: async () => {
      const owner = await approvedRecipient();
      const { claimId } = await claimOf(owner, true);
      return {
        url: `/api/claims/${claimId}/messages/`,
        body: { body: 'Who may write here?' },
        owner,
        unchanged: async () =>
          expect(await t.db.kysely.selectFrom('claim_messages').select('id').where('claim_id', '=', claimId).execute()).toEqual([]),
      };
    },
    expected: { visitor: 403, 'bad token': 403, donor: 403, 'other recipient': 403, owner: 201, staff: 201 },
  },
  {
    method: 'POST',
    route: '/api/staff/donations/:id/refund/',
    prepare: async () => {
      const owner = await signUpAndLogIn(t.app, 'giver');
      const made = await call('POST', '/api/donation/', owner, { amount: 5, donator: owner.donatorId });
      if (made.statusCode !== 201) throw new Error(`donation failed: ${made.body}`);
      const donationId = made.json().donation_id as number;
      return {
        url: `/api/staff/donations/${donationId}/refund/`,
        owner,
        unchanged: async () => {
          const row = await t.db.kysely
            .selectFrom('donations')
            .select('status')
            .where('donation_id', '=', donationId)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe('confirmed');
        },
      };
    },
    // Even the donor cannot take their gift back themselves: staff refund it.
    expected: STAFF_ONLY(200),
  },
];

const REFUSAL: Record<Who, string> = {
  visitor: MESSAGES.notAuthenticated,
  'bad token': MESSAGES.invalidToken,
  donor: MESSAGES.permissionDenied,
  'other recipient': MESSAGES.permissionDenied,
  owner: MESSAGES.permissionDenied,
  staff: MESSAGES.permissionDenied,
};

/** Every route the app serves under the given prefixes, as `METHOD /path`, sorted. */
function servedRoutes(prefixes: string[]): string[] {
  return servedRoutesOf(t.app, prefixes)
    .map((route) => `${route.method} ${route.path}`)
    .sort();
}

describe('the permission matrix', () => {
  it('has a row for every route under /api/staff/, /api/claims/ and /api/partners/', () => {
    const served = servedRoutes(['/api/staff/', '/api/claims/', '/api/partners/']);
    expect(served.filter((route) => route.includes('/api/staff/')).length).toBeGreaterThanOrEqual(9);
    expect(ROWS.map((row) => `${row.method} ${row.route}`).sort()).toEqual(served);
  });

  it('documents every /api/staff/ operation, tagged staff, and every /api/claims/ one tagged claims', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, tags: operation.tags })),
    );
    const served = servedRoutes(['/api/staff/', '/api/claims/']).map((route) => route.replace(/:(\w+)/g, '{$1}'));
    for (const route of served) {
      const operation = documented.find((entry) => entry.route === route);
      expect(operation, route).toBeDefined();
      expect(operation!.tags, route).toEqual([route.includes('/api/staff/') ? 'staff' : 'claims']);
    }
    for (const entry of documented.filter((e) => e.route.includes(' /api/staff/'))) expect(entry.tags, entry.route).toEqual(['staff']);
  });

  // The guard is one hook on the whole /api/staff/ prefix: whatever a route declares, and whatever
  // its row expects, a visitor, a bad token and a signed-in user who is not staff are refused
  // before the route reads its parameters or body.
  it('refuses everyone but staff on every route under /api/staff/, before reading the request', async () => {
    const served = servedRoutes(['/api/staff/']);
    expect(served.length).toBeGreaterThanOrEqual(9);
    for (const route of served) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:\w+/g, '1');
      for (const who of ['visitor', 'bad token', 'donor'] as const) {
        const response = await call(method, url, caller(who, otherRecipient), method === 'GET' ? undefined : { not: 'read' });
        expect(response.statusCode, `${route} as ${who}`).toBe(403);
        expect(response.json(), `${route} as ${who}`).toEqual({ detail: REFUSAL[who] });
      }
    }
    for (const row of ROWS.filter((entry) => entry.route.startsWith('/api/staff/'))) {
      expect(row.expected, row.route).toEqual(STAFF_ONLY(row.expected.staff));
    }
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_, row) => {
    const target = await row.prepare();
    const refused = WHO.filter((who) => row.expected[who] === 403);
    const allowed = WHO.filter((who) => row.expected[who] !== 403);
    for (const who of refused) {
      const response = await call(row.method, target.url, caller(who, target.owner), target.body);
      expect(response.statusCode, who).toBe(403);
      expect(response.json(), who).toEqual({ detail: REFUSAL[who] });
    }
    await target.unchanged?.();
    for (const who of allowed) {
      const response = await call(row.method, target.url, caller(who, target.owner), target.body);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(row.expected[who]);
    }
  });
});
