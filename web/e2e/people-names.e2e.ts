/**
 * A recipient's name reaches the staff who ship the pair, and the recipient is told each next
 * step: "Choose your pair" once approved, the pair's stage after the claim, and the claim's
 * confirmation number kept on the account page.
 */
import { apiAt, signInWithToken, staffToken, createUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { SHIPPING_NAMES, addShippingAddress, submitApplication } from './support/recipients';
import { baseURL } from './support/server';

const api = apiAt(baseURL);

test.describe("a recipient's name and next steps", () => {
  test(
    'an approved recipient chooses a pair, keeps the confirmation number, and staff see it addressed to their name',
    { tag: '@every-width' },
    async ({ page, pageErrors }) => {
      const recipient = await createUser('named_recipient');
      await addShippingAddress(api, recipient);
      // Approved at once: the main server reviews automatically.
      await submitApplication(api, recipient);

      await signInWithToken(page, recipient.token, '/account');
      const step = page.getByTestId('next-step');
      await step.getByRole('heading', { name: 'Choose your pair' }).waitFor();
      expect(await violations(page, '/account, approved')).toEqual([]);
      await step.getByRole('link', { name: 'Choose your pair' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('choose-your-pair').waitFor();

      const card = page
        .getByTestId('glasses-card')
        .filter({ has: page.getByRole('button', { name: /^Claim / }) })
        .first();
      await card.getByRole('button', { name: /^Claim / }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Your Selection' });
      // The names and address are complete: no question, only Confirm.
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL((url) => url.pathname === '/confirmation' || url.pathname === '/');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Your Glasses Are on Their Way!' }).waitFor();
      await expect(page.getByTestId('claim-stage')).toHaveText('Your pair is being prepared');

      await page.goto('/account');
      const number = await page.getByTestId('claim-confirmation-number').textContent();
      expect(number).toMatch(/^\d+$/);
      await page.getByTestId('next-step').getByRole('heading', { name: 'Your pair is being prepared' }).waitFor();
      expect(await violations(page, '/account, claimed')).toEqual([]);

      // Staff see the person by name.
      await signInWithToken(page, await staffToken(), `/staff/applications/${recipient.user.account.donatee.donatee_id}`);
      const fullName = `${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name}`;
      await page.getByRole('heading', { level: 1, name: `Application of ${fullName} (${recipient.username})` }).waitFor();
      expect(await violations(page, 'staff application')).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );
});
