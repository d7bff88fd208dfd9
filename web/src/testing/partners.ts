/** A partner organisation and one of its clients as the API gives them, for the partner pages' and the console's tests. */
import type { Partner, PartnerClient } from '@onepair/contract';

/** An approved clinic with one member, Casey Rivera. */
export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: 4,
    name: 'Valley Clinic',
    kind: 'clinic',
    address: '12 Oak St',
    city: 'Fresno',
    state: 'CA',
    zip_code: '93701',
    phone: '559-555-0134',
    website: '',
    status: 'approved',
    decision_message: null,
    created_at: '2026-11-01T10:00:00.000Z',
    decided_at: '2026-11-02T10:00:00.000Z',
    members: [{ id: 7, username: 'casey', name: 'Casey Rivera', email: 'casey@example.org', has_password: true }],
    invitations: [],
    ...overrides,
  };
}

/** Maria Lopez, approved and choosing a pair, her consent recorded by Casey Rivera. */
export function makePartnerClient(overrides: Partial<PartnerClient> = {}): PartnerClient {
  return {
    client_id: 11,
    donatee_id: 40,
    first_name: 'Maria',
    last_name: 'Lopez',
    email: '',
    phone: '',
    address: '4 Elm Rd',
    city: 'Fresno',
    state: 'CA',
    zip_code: '93702',
    household_size: 3,
    monthly_income: 1450.5,
    is_dependent: false,
    prescription_sphere_right: -1.25,
    prescription_cylinder_right: null,
    prescription_sphere_left: -1.5,
    prescription_cylinder_left: null,
    prescription_exam_date: null,
    has_prescription_file: false,
    application_status: 'approved',
    decision_message: null,
    claim: null,
    stage: 'choose_pair',
    consent_recorded_by: 'Casey Rivera',
    consent_recorded_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}
