/** The first step of the sign-up wizard, through the screens. */
import type { Page } from '@playwright/test';

/** Opens the sign-in page, switches to signing up and sends the account's fields. */
export async function submitSignUp(page: Page, fields: { email: string; username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Need an Account?' }).click();
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}
