import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark, OPEN_MODAL } from './accessibility';
import { openSignedIn } from './session';

test('Settings → Users, Audit log and Security: an invitation made and its link shown once; no axe violations, light and dark', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/settings?tab=users');
  const accounts = page.getByRole('table', { name: 'Staff accounts' });
  await expect(accounts.getByRole('row').filter({ hasText: 'dispatcher@zorvex-logistics.co.uk' })).toContainText('Dispatcher');

  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Member of Staff' });
  await dialog.getByLabel(/^E-mail/).fill('priya.shah@zorvex-logistics.co.uk');
  await dialog.getByLabel(/^Name/).fill('Priya Shah');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Invitation for Priya Shah' })).toBeVisible();
  await expect(page.getByLabel('Set-password link')).toHaveValue(/\/admin\/set-password\?token=/);
  await expectNoAxeViolations(page, OPEN_MODAL);
  await page.keyboard.press('Escape');
  await expect(accounts.getByRole('row').filter({ hasText: 'priya.shah@zorvex-logistics.co.uk' })).toContainText('Priya Shah');
  await expectNoAxeViolationsLightAndDark(page, 'main');

  for (const [tab, ready] of [
    ['Audit log', /invite/i],
    ['Security', 'Change Password'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByText(ready).first()).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  }
});
