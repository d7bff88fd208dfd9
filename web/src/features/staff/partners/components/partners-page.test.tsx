import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makePartner } from '@/testing/partners';
import { renderApp } from '@/testing/render';

import { staffPartnersTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const pending = makePartner({ website: 'https://valley.example.org', status: 'pending', decided_at: null });

describe('the staff partners page', () => {
  it('filters by status in the address, asks for a message to turn down, and says what was decided', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
      'GET /api/staff/partners/': (call) => ({ body: { results: call.search.includes('status=approved') ? [] : [pending] } }),
      'POST /api/staff/partners/4/decision/': (call) =>
        (call.body as { message?: string }).message
          ? { body: { ...pending, status: 'rejected', decision_message: 'We could not reach you.' } }
          : { status: 400, body: { message: ['Write a message saying why: the members read it.'] } },
    });
    const { user } = renderApp({ path: `${paths.staffPartners}?status=pending`, token: TEST_TOKEN });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    expect(card).toHaveTextContent('casey@example.org');
    expect(within(card).queryByRole('button', { name: staffPartnersTexts.t('suspend') })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: staffPartnersTexts.t('reject') }));
    expect(await within(card).findByText('Write a message saying why: the members read it.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(staffPartnersTexts.t('decisionMessage')), 'We could not reach you.');
    await user.click(within(card).getByRole('button', { name: staffPartnersTexts.t('reject') }));
    expect(await screen.findByText(staffPartnersTexts.t('decided', { name: 'Valley Clinic', status: 'Not approved' }))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/partners/4/decision/').at(-1)!.body).toEqual({
      decision: 'reject',
      message: 'We could not reach you.',
    });

    await user.selectOptions(screen.getByLabelText(staffPartnersTexts.t('status')), 'approved');
    expect(await screen.findByText(staffPartnersTexts.t('empty'))).toBeInTheDocument();
    expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/partners/?status=approved');
  });
});
