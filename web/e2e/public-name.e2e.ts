/**
 * A donor's public name cannot pass for someone else: on the account page, another user's
 * username and "Anonymous" are refused by the field, and the name kept is the donor's own.
 */
import { PUBLIC_NAME_MESSAGES } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('the public name on the account page', () => {
  test('refuses another user\'s username and "Anonymous" by the field, then saves a name of the donor\'s own', async ({
    page,
    pageErrors,
  }) => {
    const other = await createUser('taken_name');
    const donor = await createUser('renamer');
    await signInWithToken(page, donor.token, '/account');
    const choice = page.getByRole('region', { name: 'How public lists show you' });
    const name = choice.getByRole('textbox', { name: 'Public name' });
    // No public name until the donor chooses one: Anonymous is what the lists show.
    await expect(name).toHaveValue('');
    await expect(choice.getByRole('radio', { name: 'Show me as "Anonymous"' })).toBeChecked();
    const save = choice.getByRole('button', { name: 'Save choice' });

    // Someone else's username, in another case: the server refuses it, under the field.
    await name.fill(` ${other.username.toUpperCase()} `);
    await save.click();
    await expect(choice.getByText(PUBLIC_NAME_MESSAGES.taken)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(new RegExp(PUBLIC_NAME_MESSAGES.taken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // "Anonymous" is what the lists say of donors who chose it: refused as a name.
    await name.fill('Anonymous');
    await save.click();
    await expect(choice.getByText(PUBLIC_NAME_MESSAGES.anonymous)).toBeVisible();

    // A name of their own is saved and kept.
    const own = `The ${donor.username} family`;
    await name.fill(own);
    await save.click();
    await expect(choice.getByRole('status')).toHaveText(`Saved. Public lists now show you as "${own}".`);
    const record = await apiRequest<{ public_name: string }>(
      'GET',
      `/api/donators/${donor.user.account.donator.donator_id}/`,
      undefined,
      donor.token,
    );
    expect(record.body.public_name).toBe(own);
    expect(pageErrors).toEqual([]);
  });
});
