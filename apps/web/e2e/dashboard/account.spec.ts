import { expect, test } from '@playwright/test';
import {
  emailChangeLink,
  registerCustomer,
  signInThroughApi,
  uniqueEmail,
} from '../support/api.ts';
import { expectNoToast, sessionFlag, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('the e-mail address changes only once the link sent to the new address is opened', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.slow();
  const sari = await registerCustomer(request);
  await signInThroughApi(page, sari);
  await page.goto('/dashboard/settings');

  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText(`You sign in with ${sari.email}.`)).toBeVisible();
  const target = uniqueEmail('baru');
  await section.getByLabel('New e-mail address').fill(target);
  await section.getByLabel('Current password').fill('not the password');
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('alert')).toHaveText('Your current password is not correct');
  // Said once, in the form: not again as a toast.
  await expectNoToast(page);

  await section.getByLabel('Current password').fill(sari.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    toastWith(page, 'We have sent a confirmation link to your new address.'),
  ).toBeVisible();
  const pending = section.getByRole('status');
  await expect(pending).toContainText(`Waiting for confirmation: we sent a link to ${target}.`);
  await expect(section.getByLabel('New e-mail address')).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  // Nothing has changed until the link is opened: the old address still signs in.
  await expect(section.getByText(`You sign in with ${sari.email}.`)).toBeVisible();
  const stillOld = await request.post('/api/auth/login', {
    data: { email: sari.email, password: sari.password },
  });
  expect(stillOld.status()).toBe(200);

  const link = await emailChangeLink(target);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(toastWith(page, 'Your e-mail address has been changed.')).toBeVisible();
  await expect(section.getByText(`You sign in with ${target}.`)).toBeVisible();
  await expect(section.getByRole('status')).toHaveCount(0);

  const oldLogin = await request.post('/api/auth/login', {
    data: { email: sari.email, password: sari.password },
  });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/auth/login', {
    data: { email: target, password: sari.password },
  });
  expect(newLogin.status()).toBe(200);

  // The link works once: opened again (signed out here), the sign-in page says it is spent.
  const elsewhere = await page.context().browser()?.newContext();
  const other = await elsewhere?.newPage();
  if (!other || !elsewhere) throw new Error('no second browser context');
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other.getByRole('status')).toHaveText(
    'This e-mail change link is invalid, was already used or cancelled, or has expired.',
  );
  await elsewhere.close();
});

test('a pending change can be cancelled, and its link stops working', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const sari = await registerCustomer(request);
  await signInThroughApi(page, sari);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'E-mail address' });
  const target = uniqueEmail('batal');
  await section.getByLabel('New e-mail address').fill(target);
  await section.getByLabel('Current password').fill(sari.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toContainText(target);

  await section.getByRole('button', { name: 'Cancel change' }).click();
  await expect(toastWith(page, 'E-mail change cancelled')).toBeVisible();
  await expect(section.getByRole('status')).toHaveCount(0);
  const link = await emailChangeLink(target);
  const opened = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(opened.headers().location).toBe('/login?emailChange=invalid');
});

test('deleting the account says what happens to the data, asks for the e-mail and the password, and ends on the sign-in page', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const sari = await registerCustomer(request, { businessName: 'Toko Hapus' });
  await signInThroughApi(page, sari);
  await page.goto('/dashboard/settings');

  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section.getByText('also deletes Toko Hapus for good')).toBeVisible();
  await expect(section.getByText('Your team members lose access at once')).toBeVisible();
  await expect(
    section.getByText(/invoices already issued to you stay with us for ten years/),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Delete account...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await dialog
    .getByLabel(`Type your e-mail address ${sari.email} to confirm`)
    .fill('salah@example.com');
  await dialog.getByLabel('Current password').fill(sari.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Type your e-mail address exactly as shown to confirm',
  );
  await expectNoToast(page);
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel(`Type your e-mail address ${sari.email} to confirm`).fill(sari.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account has been deleted. Thank you for using Balasin.',
  );
  expect(await sessionFlag(page)).toBeNull();

  const login = await request.post('/api/auth/login', {
    data: { email: sari.email, password: sari.password },
  });
  expect(login.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
