import type { User } from '@onepair/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { accountTexts } from '../texts';

import { ApplicationStatusPanel } from './application-status';

const { t } = accountTexts;

describe('an application sent back to review because the recipient changed it after approval', () => {
  it('says why on the account page, beside the status', async () => {
    const user = makeUser({ applied: true });
    const donatee = { ...user.account.donatee, application_status: 'submitted', review_reason: 'changed_after_approval' };
    mockApi({
      'GET /auth/users/me/': { body: { ...user, account: { ...user.account, donatee } } as User },
      'GET /api/glasses/': { body: [] },
    });
    renderApp({ path: paths.account, token: TEST_TOKEN });
    expect(await screen.findByTestId('application-status', {}, { timeout: 5000 })).toHaveTextContent('Waiting for review');
    expect(screen.getByTestId('review-reason')).toHaveTextContent(
      'You changed your details after approval, so the charity will review your application again.',
    );
    expect(screen.getByText(t('applicationWaiting'))).toBeInTheDocument();
  });

  it('says nothing of it for a first submission, or once staff have decided', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ApplicationStatusPanel status="submitted" message={null} reviewReason={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('review-reason')).toBeNull();
    rerender(
      <MemoryRouter>
        <ApplicationStatusPanel status="approved" message={null} reviewReason="changed_after_approval" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('review-reason')).toBeNull();
  });
});
