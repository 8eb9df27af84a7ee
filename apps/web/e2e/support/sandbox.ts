import { expect, type Page } from '@playwright/test';
import { uniqueWhatsapp } from './api.ts';
import { sessionRequest } from './app.ts';

/**
 * A test number of the signed-in owner, added and paired through the sandbox (connect, then
 * the simulated phone scans the QR), as the number page does it; resolves to its id once
 * connected. Each call reads a fresh session: a long test crosses token refreshes.
 */
export const pairedTestNumber = async (page: Page, name: string) => {
  const added = await (await sessionRequest(page)).post('/api/whatsapp-numbers', {
    data: { number: `+62${uniqueWhatsapp()}`, name, test: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const state = async () =>
    (
      (await (await (await sessionRequest(page)).get(`/api/whatsapp-numbers/${id}`)).json()) as {
        state: string;
      }
    ).state;
  await (await sessionRequest(page)).post(`/api/whatsapp-numbers/${id}/connect`, {
    data: { method: 'sandbox' },
  });
  await expect.poll(state).toBe('qr');
  await (await sessionRequest(page)).post(`/api/whatsapp-numbers/${id}/sandbox/scan`);
  await expect.poll(state).toBe('connected');
  return id;
};

/**
 * A customer of a paired test number, on the sandbox's simulated phone: writes to the number
 * (text, or a file as `media`) and reads what the number sent them.
 */
export const sandboxCustomer = (
  page: Page,
  numberId: string,
  customer: { phone?: string; name?: string } = {},
) => {
  const phone = customer.phone ?? `+62${uniqueWhatsapp()}`;
  return {
    phone,
    writes: async (text: string, media?: Record<string, string>) => {
      const sent = await (await sessionRequest(page)).post(
        `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
        {
          data: {
            from: phone,
            text,
            ...(customer.name ? { name: customer.name } : {}),
            ...(media ? { media } : {}),
          },
        },
      );
      expect(sent.status(), await sent.text()).toBe(202);
    },
    received: async () => {
      const chat = await (await sessionRequest(page)).get(
        `/api/whatsapp-numbers/${numberId}/sandbox/messages`,
        { params: { contact: phone } },
      );
      expect(chat.status()).toBe(200);
      const { items } = (await chat.json()) as { items: { direction: string; text: string }[] };
      return items.filter((item) => item.direction === 'to_contact').map((item) => item.text);
    },
  };
};
