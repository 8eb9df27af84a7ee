import { expect, type Page } from '@playwright/test';
import { sessionRequest } from './app.ts';
import { pairedTestNumber, sandboxCustomer } from './sandbox.ts';

/**
 * A conversation the bot holds: a paired test number with the bot on and one FAQ, and a sandbox
 * customer who asked that FAQ's question and got its answer. The page must be signed in as an
 * owner with an active subscription.
 */
export const botConversation = async (
  page: Page,
  {
    shop,
    customer,
    faq,
  }: { shop: string; customer: string; faq: { question: string; answer: string } },
) => {
  const numberId = await pairedTestNumber(page, shop);
  const api = await sessionRequest(page);
  expect(
    (await api.put(`/api/whatsapp-numbers/${numberId}/bot`, { data: { enabled: true } })).status(),
  ).toBe(200);
  const added = await api.post('/api/knowledge/faqs', { data: faq });
  expect(added.status(), await added.text()).toBe(201);

  const writer = sandboxCustomer(page, numberId, { name: customer });
  await writer.writes(faq.question);
  await expect.poll(writer.received).toContain(faq.answer);
  const list = await (await sessionRequest(page)).get('/api/conversations');
  const { items } = (await list.json()) as { items: { id: string; contact: { phone: string } }[] };
  const conversation = items.find((item) => item.contact.phone === writer.phone);
  expect(conversation).toBeDefined();
  return { numberId, conversationId: conversation?.id as string, customer: writer };
};
