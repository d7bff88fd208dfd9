import type { User } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { claimingTexts } from '../claiming/texts';
import { catalogueTexts } from '../texts';

/** An applicant whose application gives these figures. */
function applicant(figures: Record<string, number | null>): User {
  const user = makeUser({ applied: true });
  return { ...user, account: { ...user.account, donatee: { ...user.account.donatee, ...figures } } };
}

// The right eye's strongest meridian is -4.5 (sphere -4, cylinder -0.5): of the sample frames
// only AdventureSport Goggles (-5 to +2) and Classic Wayfarer (-4.5 to +4) reach it.
const FITTING = ['AdventureSport Goggles', 'Classic Wayfarer'];
const figures = {
  prescription_sphere_right: -4,
  prescription_cylinder_right: -0.5,
  prescription_sphere_left: -1.25,
  prescription_cylinder_left: null,
};

function renderCatalogue(user: User | null) {
  mockApi({
    'GET /api/glasses/': { body: sampleGlasses() },
    ...(user ? { 'GET /auth/users/me/': { body: user } } : {}),
  });
  return renderApp({ path: paths.home, token: user ? TEST_TOKEN : undefined });
}

const fitMarks = () => screen.queryAllByTestId('fits-badge').map((badge) => badge.closest('article')!.getAttribute('aria-label'));

describe('frames that fit the recipient’s prescription', { timeout: 20_000 }, () => {
  it('marks, in words, exactly the frames whose range covers both eyes', async () => {
    renderCatalogue(applicant(figures));
    await screen.findAllByTestId('glasses-card');
    await waitFor(() => expect(fitMarks()).toEqual(FITTING));
    for (const name of FITTING) {
      expect(within(screen.getByRole('article', { name })).getByText(catalogueTexts.t('fits'))).toBeVisible();
    }
    expect(within(screen.getByRole('article', { name: 'VisionPro Classic' })).queryByText(catalogueTexts.t('fits'))).toBeNull();
    expect(screen.queryByTestId('add-figures')).toBeNull();
  });

  it('shows only the fitting frames when asked, and all of them again when the box is cleared', async () => {
    const { user } = renderCatalogue(applicant(figures));
    expect(await screen.findAllByTestId('glasses-card')).toHaveLength(9);
    const only = screen.getByRole('checkbox', { name: claimingTexts.t('onlyFitting') });
    await user.click(only);
    expect(screen.getAllByTestId('glasses-card').map((card) => card.getAttribute('aria-label'))).toEqual(FITTING);
    await user.click(only);
    expect(screen.getAllByTestId('glasses-card')).toHaveLength(9);
  });

  it('says so when nothing fits, with a way back to every frame', async () => {
    const { user } = renderCatalogue(applicant({ ...figures, prescription_sphere_right: 6 }));
    await screen.findAllByTestId('glasses-card');
    expect(fitMarks()).toEqual([]);
    const only = screen.getByRole('checkbox', { name: claimingTexts.t('onlyFitting') });
    await user.click(only);
    expect(screen.getByRole('status')).toHaveTextContent(claimingTexts.t('noneFit'));
    expect(screen.queryByTestId('glasses-grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: claimingTexts.t('showAll') }));
    expect(screen.getAllByTestId('glasses-card')).toHaveLength(9);
    expect(only).not.toBeChecked();
    expect(only).toHaveFocus();
  });

  it('asks an applicant without both spheres to add the figures on the account page', async () => {
    renderCatalogue(applicant({ ...figures, prescription_sphere_left: null }));
    await screen.findAllByTestId('glasses-card');
    expect(screen.getByTestId('add-figures')).toHaveTextContent(
      "Add your prescription's figures on your account page to see which frames fit you.",
    );
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', paths.account);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(fitMarks()).toEqual([]);
  });

  it('shows visitors and donors nothing of it', async () => {
    renderCatalogue(null);
    await screen.findAllByTestId('glasses-card');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('add-figures')).toBeNull();
    expect(fitMarks()).toEqual([]);
  });

  it('shows a donor with figures on their unused donatee record nothing of it either', async () => {
    const donor = applicant(figures);
    renderCatalogue({ ...donor, account: { ...donor.account, donatee: { ...donor.account.donatee, has_applied_for_account: false } } });
    expect(await screen.findByRole('button', { name: 'Donate Classic Wayfarer' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('add-figures')).toBeNull();
    expect(fitMarks()).toEqual([]);
  });
});
