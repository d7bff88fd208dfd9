/**
 * The dashboard's unmet need: approved applicants waiting for a pair whom no frame in stock
 * fits, counted by the band of lens power they need, so staff know what to buy or ask for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionBand } from '@onepair/contract';
import { createTestApp, logInAdmin, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';
import { unmetNeed } from '../../src/dashboard/service.js';

const eyes = (sphereRight: number, cylinderRight: number | null, sphereLeft: number, cylinderLeft: number | null) => ({
  sphere_right: sphereRight,
  cylinder_right: cylinderRight,
  sphere_left: sphereLeft,
  cylinder_left: cylinderLeft,
});

describe('prescriptionBand', () => {
  it('takes the strongest meridian of either eye, in bands of 2 dioptres on its side of zero', () => {
    expect(prescriptionBand(eyes(-1.5, null, -3.25, -0.5))?.sphere).toEqual({ weakest: -2.25, strongest: -4 });
    expect(prescriptionBand(eyes(-2, null, -2, null))?.sphere).toEqual({ weakest: -0.25, strongest: -2 });
    expect(prescriptionBand(eyes(1, 1.5, 0.5, null))?.sphere).toEqual({ weakest: 2.25, strongest: 4 });
    expect(prescriptionBand(eyes(0, null, 0, null))?.sphere).toEqual({ weakest: 0, strongest: 0 });
    // A plus sphere whose cylinder makes a stronger minus meridian counts by that meridian.
    expect(prescriptionBand(eyes(1, -6, 0, null))?.sphere).toEqual({ weakest: -4.25, strongest: -6 });
  });

  it('puts the strongest cylinder in its band, and has none without figures for both eyes', () => {
    expect(prescriptionBand(eyes(-1, -0.75, -1, null))?.cylinder).toEqual({ least: 0, most: 1 });
    expect(prescriptionBand(eyes(-1, -1.25, -1, 2))?.cylinder).toEqual({ least: 1.25, most: 2 });
    expect(prescriptionBand(eyes(-1, -3, -1, null))?.cylinder).toEqual({ least: 2.25, most: 4 });
    expect(prescriptionBand(eyes(-1, -6, -1, null))?.cylinder).toEqual({ least: 4.25, most: 10 });
    expect(prescriptionBand({ sphere_right: null, cylinder_right: null, sphere_left: -1, cylinder_left: null })).toBeNull();
  });
});

describe('unmetNeed', () => {
  it('counts only the people no range fits, by band, most people first, and those without figures apart', () => {
    const need = unmetNeed(
      [
        eyes(-1, null, -1.5, null), // fitted by [-3, 0]
        eyes(-5, null, -4.5, null),
        eyes(-4.25, null, -6, null),
        eyes(-9, -1.5, -8, null),
        { sphere_right: null, cylinder_right: null, sphere_left: null, cylinder_left: null },
      ],
      [
        { lower: -3, upper: 0 },
        { lower: null, upper: null },
      ],
    );
    expect(need).toEqual({
      people: 4,
      without_figures: 1,
      bands: [
        { sphere_weakest: -4.25, sphere_strongest: -6, cylinder_least: 0, cylinder_most: 1, people: 2 },
        { sphere_weakest: -10.25, sphere_strongest: -12, cylinder_least: 1.25, cylinder_most: 2, people: 1 },
      ],
    });
  });
});

describe('GET /api/staff/dashboard/ unmet_need', () => {
  let t: TestApp;
  let staff: SignedInUser;
  const { call } = requestsTo(() => t.app);
  beforeAll(async () => {
    t = await createTestApp();
    staff = await logInAdmin(t.app);
  });
  afterAll(() => t.close());

  async function approvedWith(figures: ReturnType<typeof eyes>, status: 'approved' | 'submitted' = 'approved') {
    const who = await recipient(t.app, 'waiting');
    await t.db.kysely
      .updateTable('donatees')
      .set({
        application_status: status,
        prescription_sphere_right: figures.sphere_right,
        prescription_cylinder_right: figures.cylinder_right,
        prescription_sphere_left: figures.sphere_left,
        prescription_cylinder_left: figures.cylinder_left,
      })
      .where('donatee_id', '=', who.donateeId)
      .execute();
    return who;
  }

  const bandOf = async (strongest: number) =>
    (await call('GET', '/api/staff/dashboard/', staff)).json().unmet_need.bands.find((band: any) => band.sphere_strongest === strongest);

  it('counts approved applicants no frame in stock fits, and stops once a frame that fits is in stock', async () => {
    await approvedWith(eyes(19, null, 18.5, null));
    await approvedWith(eyes(19.5, null, 18, null));
    // Waiting for review, not for a pair: not counted.
    await approvedWith(eyes(19, null, 19, null), 'submitted');
    expect(await bandOf(20)).toEqual({ sphere_weakest: 18.25, sphere_strongest: 20, cylinder_least: 0, cylinder_most: 1, people: 2 });

    // A frame for them, but out of stock or retired, changes nothing; one in stock does.
    const empty = await newGlasses(t, 0);
    const retired = await newGlasses(t, 5);
    for (const glassesId of [empty, retired]) {
      await t.db.kysely
        .updateTable('glasses')
        .set({ prescription_range_lower: 15, prescription_range_upper: 20 })
        .where('glasses_id', '=', glassesId)
        .execute();
    }
    await t.db.kysely.updateTable('glasses').set({ retired_at: new Date().toISOString() }).where('glasses_id', '=', retired).execute();
    expect((await bandOf(20))?.people).toBe(2);
    const stocked = await newGlasses(t, 3);
    await t.db.kysely
      .updateTable('glasses')
      .set({ prescription_range_lower: 15, prescription_range_upper: 20 })
      .where('glasses_id', '=', stocked)
      .execute();
    expect(await bandOf(20)).toBeUndefined();
  });

  it('is for staff only', async () => {
    const who = await recipient(t.app, 'curious');
    expect((await call('GET', '/api/staff/dashboard/', who)).statusCode).toBe(403);
  });
});
