import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { expectNoToast, failProcedures, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The same account signed in on another computer: its own cookies, its own browser. */
const otherDevice = async (
  playwright: { request: { newContext: () => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  credentials: { email: string; password: string },
) => {
  const device = await playwright.request.newContext();
  const login = await device.post(`${baseURL}/api/auth/login`, {
    data: credentials,
    headers: { 'user-agent': LAPTOP },
  });
  expect(login.status()).toBe(200);
  return {
    signedIn: async () => (await device.get(`${baseURL}/api/auth/user`)).status() === 200,
    dispose: () => device.dispose(),
  };
};

test(
  'an owner renames themselves and the business, sees their devices, signs one out, and changes the password',
  { tag: '@desktop-only' },
  async ({ page, request, playwright, baseURL }, testInfo) => {
    test.slow();
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`settings-${name}.png`), fullPage: true });
    const sari = await registerCustomer(request);
    await signInThroughApi(page, sari);
    const laptop = await otherDevice(playwright, baseURL, sari);

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('More settings are coming soon')).toHaveCount(0);

    // Name and business: saved, and the page's header says the new names at once.
    const account = page.getByRole('region', { name: 'Account', exact: true });
    const name = account.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(sari.name);
    await name.fill(' ');
    await account.getByRole('button', { name: 'Save name' }).click();
    await expect(account.getByText('Name is required')).toBeVisible();
    await name.fill('Sari Wulandari');
    await account.getByRole('button', { name: 'Save name' }).click();
    await expect(toastWith(page, 'Your name is saved')).toBeVisible();
    const business = account.getByLabel('Business name');
    await expect(business).toHaveValue(sari.businessName);
    await business.fill('Toko Sari Jaya');
    await business.press('Enter');
    await expect(toastWith(page, 'The business name is saved')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Sari Wulandari')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Toko Sari Jaya')).toBeVisible();

    // Devices: this one, and the laptop signed in elsewhere.
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    const laptopRow = devices.getByRole('listitem').filter({ hasText: 'Chrome 131 on Windows 10' });
    await expect(laptopRow).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot('devices');
    await laptopRow.getByRole('button', { name: 'Sign out Chrome 131 on Windows 10' }).click();
    await expect(toastWith(page, 'Other devices signed out: 1')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByText('Only this device is signed in.')).toBeVisible();
    expect(await laptop.signedIn()).toBe(false);
    await laptop.dispose();

    // Sign out everywhere else: two more computers, both out at once.
    const office = await otherDevice(playwright, baseURL, sari);
    const home = await otherDevice(playwright, baseURL, sari);
    await page.reload();
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(toastWith(page, 'Other devices signed out: 2')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    expect(await office.signedIn()).toBe(false);
    expect(await home.signedIn()).toBe(false);
    await office.dispose();
    await home.dispose();

    // The password: the current one is checked, the new one follows the rule, the others go.
    const phone = await otherDevice(playwright, baseURL, sari);
    const password = page.getByRole('region', { name: 'Password', exact: true });
    await password.getByLabel('Current password').fill('not my password');
    await password.getByLabel('New password').fill('kata-sandi-baru-panjang');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Your current password is not correct');
    // Said once, in the form: not again as a toast (an earlier success's may still be closing).
    await expectNoToast(page, 'Your current password is not correct');
    await password.getByLabel('Current password').fill(sari.password);
    await password.getByLabel('New password').fill('pendek');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Password must be at least 8 characters')).toBeVisible();
    await password.getByLabel('New password').fill('kata-sandi-baru-panjang');
    await shot('password');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(toastWith(page, 'Password changed. Other devices signed out: 1.')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');
    expect(await phone.signedIn()).toBe(false);
    await phone.dispose();
    // This device stays signed in, through its next token refresh too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const again = await request.post('/api/auth/login', {
      data: { email: sari.email, password: 'kata-sandi-baru-panjang' },
    });
    expect(again.status()).toBe(200);
    await expectNoSeriousAxeViolations(page);
    await shot('page');
  },
);

test('a name that cannot be saved says so once, in the form', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const sari = await registerCustomer(request);
  await signInThroughApi(page, sari);
  // No answer at all: the form's own words.
  await page.route(/\/trpc\/auth\.updateProfile/, (route) => route.abort());
  await page.goto('/dashboard/settings');
  const account = page.getByRole('region', { name: 'Account', exact: true });
  await account.getByLabel('Name', { exact: true }).fill('Sari Wulandari');
  await account.getByRole('button', { name: 'Save name' }).click();
  await expect(account.getByRole('alert')).toHaveText('Could not save. Please try again.');
  await expectNoToast(page);
});

test('a list of devices that cannot be loaded says so and loads again', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const sari = await registerCustomer(request);
  await signInThroughApi(page, sari);
  await failProcedures(page, ['auth.sessions']);
  await page.goto('/dashboard/settings');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  // The client tries a failed read a few times before it says so.
  await expect(devices.getByRole('alert')).toContainText('Could not load your devices.', {
    timeout: 20_000,
  });
  await page.unroute('**/trpc/**');
  await devices.getByRole('button', { name: 'Try again' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
});

test('in Bahasa Indonesia the devices read in it too', { tag: '@desktop-only' }, async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const owner = await registerCustomer(request);
  const laptop = await otherDevice(playwright, baseURL, owner);
  try {
    await signInThroughApi(page, owner);
    const locale = await page.context().request.put('/api/auth/user/locale', {
      data: { locale: 'id' },
    });
    expect(locale.status()).toBe(200);
    await page.goto('/dashboard/settings');
    const devices = page.getByRole('region', { name: 'Perangkat yang masuk' });
    // Was 'Chrome 131 on Windows 10', the server's English, in the Indonesian list.
    await expect(devices.getByText('Chrome 131 di Windows 10')).toBeVisible();
    await expect(
      devices.getByRole('button', { name: 'Keluarkan Chrome 131 di Windows 10' }),
    ).toBeVisible();
  } finally {
    await laptop.dispose();
  }
});
