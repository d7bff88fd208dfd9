import type { ApplicationStatus, User } from '@onepair/contract';
import { screen } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { claimingTexts } from '../claiming/texts';
import { catalogueTexts } from '../texts';

function applicantWithStatus(status: ApplicationStatus): User {
  const user = makeUser({ applied: true });
  return { ...user, account: { ...user.account, donatee: { ...user.account.donatee, application_status: status } } };
}

function renderCatalogue(user: User) {
  mockApi({ 'GET /api/glasses/': { body: sampleGlasses() }, 'GET /auth/users/me/': { body: user } });
  return renderApp({ path: paths.home, token: TEST_TOKEN });
}

describe('the catalogue tells an applicant who may not claim yet, before they pick', () => {
  it('a submitted application waits for review, with a link to the account', async () => {
    renderCatalogue(applicantWithStatus('submitted'));
    const notice = await screen.findByTestId('not-yet-approved');
    expect(notice).toHaveTextContent(claimingTexts.t('waitingForReview'));
    expect(screen.getByRole('link', { name: claimingTexts.t('seeYourAccount') })).toHaveAttribute('href', paths.account);
    // No Claim is offered while it waits: the cards keep their details only.
    expect(await screen.findAllByTestId('glasses-card')).not.toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: new RegExp(`^${catalogueTexts.t('claim')} `) })).toEqual([]);
    expect(screen.queryByTestId('choose-your-pair')).toBeNull();
  });

  it.each(['info_requested', 'rejected'] as const)('an application sent back (%s) leads to /apply', async (status) => {
    renderCatalogue(applicantWithStatus(status));
    const notice = await screen.findByTestId('not-yet-approved');
    expect(notice).toHaveTextContent(claimingTexts.t('applicationSentBack'));
    expect(screen.getByRole('link', { name: claimingTexts.t('seeYourApplication') })).toHaveAttribute('href', paths.apply);
  });

  it('an approved applicant is told to choose their pair, and each card offers Claim', async () => {
    renderCatalogue(applicantWithStatus('approved'));
    const cards = await screen.findAllByTestId('glasses-card');
    expect(screen.queryByTestId('not-yet-approved')).toBeNull();
    expect(screen.getByTestId('choose-your-pair')).toHaveTextContent(claimingTexts.t('chooseYourPair'));
    expect(screen.getAllByRole('button', { name: new RegExp(`^${catalogueTexts.t('claim')} `) })).toHaveLength(cards.length);
  });
});
