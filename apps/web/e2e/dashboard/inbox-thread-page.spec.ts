import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

test('a long conversation scrolls inside the thread: the page ends at the reply box, with no blank space below', async ({
  page,
}) => {
  test.slow();
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const customer = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Panjang'), {
    name: 'Dewi Lestari',
  });
  await customer.writes('Halo kak, mau tanya soal pesanan kue.');
  const list = await (await sessionRequest(page)).get('/api/conversations');
  const { items } = (await list.json()) as { items: { id: string }[] };
  const id = items[0]?.id;
  // The owner's answers: each is delivered, with its ticks and their hidden words.
  for (let answer = 1; answer <= 12; answer += 1) {
    const sent = await (await sessionRequest(page)).post(`/api/conversations/${id}/messages`, {
      data: { text: `Jawaban nomor ${answer}: kue siap diambil besok pagi ya kak.` },
    });
    expect(sent.status(), await sent.text()).toBe(202);
  }
  await expect.poll(async () => (await customer.received()).length).toBe(12);

  await page.goto(`/dashboard/inbox/${id}`);
  const reply = page.getByLabel('Reply', { exact: true });
  await expect(reply).toBeVisible();
  const log = page.locator('.thread-log');
  await expect(log.getByText('Jawaban nomor 12')).toBeVisible();
  await expect(log.getByText('Delivered', { exact: true })).toHaveCount(12);
  // Scrolled to its end, the page still shows the reply box: nothing blank lies below it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(reply).toBeInViewport();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
    ),
  ).toBeLessThan(120);
});
