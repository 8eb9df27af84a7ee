import { teamMessages } from '@balasin/shared/team-messages';
import { expect, type Page, test } from '@playwright/test';
import {
  invitationLink,
  registerCustomer,
  setSubscriptionStatus,
  signInThroughApi,
  uniqueEmail,
} from '../support/api.ts';
import { dashboardNav, expectNoToast, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

const invite = async (page: Page, email: string, role: 'Admin' | 'Agent') => {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  return dialog;
};

test('the owner invites, the invitee joins from the e-mail and lands signed in; seats run out', {
  tag: '@desktop-only',
}, async ({ page, browser }) => {
  test.slow();
  const owner = await registerCustomer(page.request, { businessName: 'Toko Tim' }, 'pro');
  await setSubscriptionStatus(owner.email, 'active');
  await signInThroughApi(page, owner);
  await page.goto('/dashboard');
  await (await dashboardNav(page)).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 2 seats used')).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();

  const agentEmail = uniqueEmail('agent');
  const dialog = await invite(page, agentEmail, 'Agent');
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, `Invitation sent to ${agentEmail}`)).toBeVisible();
  await expect(page.getByText('1 of 2 seats used')).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke ${agentEmail}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The invitee, in a browser of their own, follows the link from the e-mail.
  const invitee = await browser.newContext({ viewport: page.viewportSize() });
  const joining = await invitee.newPage();
  await joining.goto(await invitationLink(agentEmail));
  await expect(joining.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await joining.getByLabel('Your name').fill('Rina Agen');
  await joining.getByLabel('Password', { exact: true }).fill('a-long-password-2');
  await joining.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(joining).toHaveURL(/\/dashboard$/);
  await expect(joining.getByText(/You are an agent here/)).toBeVisible();
  await expect(joining.getByRole('button', { name: 'Add Number' })).toHaveCount(0);
  const agentNav = await dashboardNav(joining);
  await expect(agentNav.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  // The inbox is the agents' own page.
  await expect(agentNav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(agentNav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(agentNav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await invitee.close();

  // The same link a second time says it was used.
  const reused = await browser.newContext({ viewport: page.viewportSize() });
  const again = await reused.newPage();
  await again.goto(await invitationLink(agentEmail));
  await again.getByLabel('Your name').fill('Someone Else');
  await again.getByLabel('Password', { exact: true }).fill('a-long-password-3');
  await again.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(again.getByRole('alert')).toHaveText(teamMessages.invitationUsed);
  // Said in the form, above the fields: not again as a toast.
  await expectNoToast(again);
  await reused.close();

  await page.reload();
  await expect(page.locator('.team-person-name', { hasText: 'Rina Agen' })).toBeVisible();
  await expect(page.getByText('1 of 2 seats used')).toBeVisible();

  // One more invitation takes the last seat; the next is refused with the package's message.
  await expect(await invite(page, uniqueEmail('admin'), 'Admin')).toBeHidden();
  await expect(page.getByText('2 of 2 seats used')).toBeVisible();
  const full = await invite(page, uniqueEmail('extra'), 'Agent');
  await expect(full.getByRole('alert')).toHaveText(teamMessages.seatLimit('pro', 2));
  // The last invitation's toast may still be closing: none says the refusal again.
  await expectNoToast(page, teamMessages.seatLimit('pro', 2));
  await full.getByRole('button', { name: 'Cancel' }).click();

  // Removing the agent asks first, then frees the seat.
  await page.getByRole('button', { name: 'Remove Rina Agen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Rina Agen?' });
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(toastWith(page, 'Rina Agen was removed')).toBeVisible();
  await expect(page.getByText('1 of 2 seats used')).toBeVisible();
});

test('a Lite owner alone: Invite says how to get seats instead of a form that can only be refused, and their card has no empty Actions line', {
  tag: '@phone-only',
}, async ({ page }) => {
  const owner = await registerCustomer(page.request, { businessName: 'Toko Sendiri' });
  await setSubscriptionStatus(owner.email, 'active');
  await signInThroughApi(page, owner);
  await page.goto('/dashboard/team');
  const noSeats = 'Your package is for the owner alone. Upgrade to Pro to invite a team.';
  await expect(page.getByText(noSeats)).toBeVisible();
  // The owner's card (the only row, so also the last) shows no Actions line.
  const card = page.getByRole('row').filter({ hasText: owner.email });
  await expect(card.locator('td[data-column="actions"]')).toBeHidden();

  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await expect(dialog.getByText(noSeats)).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Upgrade package' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Upgrade package' })).toBeVisible();
});
