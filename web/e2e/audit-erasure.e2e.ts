/**
 * The audit log after an erasure, in Chromium against the real server: staff still find the
 * entry about the erased user, with their name and e-mail shown as "[erased]".
 */
import { AUDIT_ERASED } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { expect, test } from './support/fixtures';

test('staff read an erased user’s audit entry with their personal data replaced', async ({ page, pageErrors }) => {
  const person = await createUser('erased_later');
  const staff = await staffToken();
  const movedTo = `moved-${person.username}@example.org`;
  const changed = await apiRequest('PATCH', `/api/users/${person.user.id}/`, { email: movedTo }, staff);
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const erased = await apiRequest('DELETE', '/auth/users/me/', { current_password: person.password }, person.token);
  expect(erased.status, JSON.stringify(erased.body)).toBe(204);

  await signInWithToken(page, staff, `/staff/audit?target_type=user&target_id=${person.user.id}`);
  const table = page.getByRole('table', { name: 'Audit entries, newest first' });
  const entry = table.getByRole('row', { name: /user\.change/ });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('admin');
  await expect(entry).toContainText(AUDIT_ERASED);
  await expect(page.getByText(person.username)).toHaveCount(0);
  await expect(page.getByText(movedTo)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
