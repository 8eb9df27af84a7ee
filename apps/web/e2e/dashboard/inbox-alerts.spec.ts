import { expect, test } from '@playwright/test';
import {
  invitationLink,
  registerCustomer,
  setSubscriptionStatus,
  signInThroughApi,
  uniqueEmail,
} from '../support/api.ts';
import { dashboardNav, isPhone, sessionRequest, toastWith } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

test("the owner gives a conversation to an agent: the agent's open tab shows the badge and names the customer, without a reload", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  const owner = await registerCustomer(page.request, { businessName: 'Toko Alarm' }, 'pro');
  await setSubscriptionStatus(owner.email, 'active');
  await signInThroughApi(page, owner);
  const numberId = await pairedTestNumber(page, 'Toko Alarm');

  // An agent joins through the invitation, in a browser of their own, and waits on the dashboard.
  const agentEmail = uniqueEmail('agen');
  const invited = await (await sessionRequest(page)).post('/api/team/invitations', {
    data: { email: agentEmail, role: 'agent' },
  });
  expect(invited.status()).toBe(201);
  const agentContext = await browser.newContext({ viewport: page.viewportSize() });
  const agent = await agentContext.newPage();
  await agent.goto(await invitationLink(agentEmail));
  await agent.getByLabel('Your name').fill('Rina Agen');
  await agent.getByLabel('Password', { exact: true }).fill('a-long-password-2');
  await agent.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(agent).toHaveURL(/\/dashboard$/);

  // The owner watches the team page (not the inbox: nobody is online to be given it).
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const capacity = page.getByLabel('Open conversations Rina Agen is given at most');
  await expect(capacity).toHaveValue('10');
  // What the number means is said beside the table, and read with each person's field.
  await expect(capacity).toHaveAccessibleDescription(
    'Capacity: how many open conversations automatic assignment gives each person at most while their inbox is open; 0 gives them none.',
  );
  await page.screenshot({
    path: testInfo.outputPath(`team-capacity-${width}.png`),
    fullPage: true,
  });
  await capacity.fill('4');
  await capacity.press('Enter');
  await expect(toastWith(page, 'Rina Agen is given at most 4 open conversations')).toBeVisible();

  const budi = sandboxCustomer(page, numberId, { name: 'Budi Santoso' });
  const customer = budi.phone;
  await budi.writes('Halo, paket saya di mana?');
  let conversationId: string | undefined;
  await expect
    .poll(async () => {
      const list = (await (
        await (await sessionRequest(page)).get('/api/conversations?assignee=unassigned')
      ).json()) as { items: { id: string; contact: { phone: string } }[] };
      conversationId = list.items.find((c) => c.contact.phone === customer)?.id;
      return conversationId;
    })
    .toBeTruthy();
  const team = (await (await (await sessionRequest(page)).get('/api/team')).json()) as {
    members: { id: string; email: string }[];
  };
  const agentId = team.members.find((m) => m.email === agentEmail)?.id;

  const given = await (await sessionRequest(page)).put(
    `/api/conversations/${conversationId}/assignee`,
    { data: { assignee_id: agentId } },
  );
  expect(given.status()).toBe(200);

  // The agent's tab, never reloaded: an announcement naming the customer, and the badge.
  const announcement = toastWith(agent, 'Budi Santoso is now yours to answer');
  await expect(announcement).toBeVisible();
  // On a phone it lies over the top bar's menu button (and the pointer resting on it keeps it
  // there): read, then closed, as a person would.
  if (isPhone(agent)) await announcement.getByRole('button', { name: 'Close toast' }).click();
  const nav = await dashboardNav(agent);
  const inbox = nav.getByRole('link', { name: /^Inbox/ });
  await expect(inbox).toContainText('Waiting for you: 1');
  await agent.screenshot({ path: testInfo.outputPath(`nav-badge-${width}.png`), fullPage: true });
  // The mute switch is this browser's own.
  const mute = nav.getByRole('button', { name: 'Mute inbox sound' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await agentContext.close();
});
