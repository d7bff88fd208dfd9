import type { Claim, Donation, Glasses, User } from '@onepair/contract';

import { FALLBACK_GLASSES } from '@/features/glasses/lib/fallback-glasses';

export const TEST_TOKEN = '0123456789abcdef0123456789abcdef01234567';

const CLAIMED_AT = '2026-01-05T10:00:00.000Z';

/** A recipient's claim as `GET /auth/users/me/` nests it: just claimed, with its stored confirmation number. */
export function makeClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 31,
    glasses: 8,
    status: 'claimed',
    carrier: null,
    tracking_number: null,
    claimed_at: CLAIMED_AT,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    reason: null,
    confirmation_number: 123456,
    ...overrides,
  };
}

export interface UserOptions {
  applied?: boolean;
  claimed?: boolean;
  claimedGlasses?: number | null;
  donations?: Donation[];
  total?: number;
  prescription?: string | null;
  firstName?: string;
  lastName?: string;
}

export function makeUser(options: UserOptions = {}): User {
  const donations = options.donations ?? [];
  return {
    id: 7,
    username: 'casey',
    email: 'casey@example.org',
    // Named, as a recipient is by sign-up; a test of a missing name empties them.
    first_name: options.firstName ?? 'Casey',
    last_name: options.lastName ?? 'Rivera',
    is_staff: false,
    account: {
      account_id: 70,
      user: 7,
      phone_number: '555-000-1111',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      donator: {
        donator_id: 700,
        has_donated: donations.length > 0,
        total_amount_donated: options.total ?? donations.reduce((sum, d) => sum + d.amount, 0),
        donations,
        account: 70,
        public_name: 'casey',
        is_anonymous: false,
      },
      donatee: {
        donatee_id: 7000,
        has_applied_for_account: options.applied ?? false,
        has_claimed: options.claimed ?? false,
        monthly_income: options.applied ? 1200 : null,
        average_household_income: options.applied ? 2500.5 : null,
        current_bank_balance: options.applied ? 80 : null,
        is_dependent: false,
        prescription: options.prescription ?? null,
        claimed_glasses: options.claimedGlasses ?? null,
        claimed_at: options.claimed ? CLAIMED_AT : null,
        // As the server sends it: a recipient who has claimed has the claim's record too.
        claim: options.claimed ? makeClaim({ glasses: options.claimedGlasses ?? null }) : null,
        account: 70,
        application_status: options.applied ? 'approved' : 'not_submitted',
        decision_message: null,
        review_reason: null,
        household_size: null,
        prescription_sphere_right: null,
        prescription_cylinder_right: null,
        prescription_sphere_left: null,
        prescription_cylinder_left: null,
        prescription_exam_date: null,
      },
      language: 'en',
    },
  };
}

export function makeDonation(id: number, amount: number, date: string, region: number): Donation {
  return { donation_id: id, amount, date, region, donator: 7, donator_id: 700 };
}

export function sampleGlasses(): Glasses[] {
  return FALLBACK_GLASSES.map((item) => ({ ...item, image: `/media/${item.glasses_id}` }));
}
