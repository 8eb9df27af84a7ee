import type { CookieJar, TestServer } from './helpers.ts';

/** The bytes every PNG starts with, then a little: enough for the proof's content check. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72,
]);

export type PaymentSubmission = {
  bank?: string;
  payer_name?: string;
  proof?: { bytes: Uint8Array; name: string; type: string };
};

/** What an owner who has paid fills in: the bank, the sender's name and a screenshot. */
export const PAID = {
  bank: 'BCA',
  payer_name: 'Budi Santoso',
  proof: { bytes: PNG, name: 'bukti.png', type: 'image/png' },
} satisfies PaymentSubmission;

/**
 * "I have paid" as the payment screen sends it: multipart form data with the fields given
 * (PAID unless told), the jar keeping any cookie the answer sets.
 */
export const submitPayment = async (
  server: TestServer,
  jar: CookieJar,
  paymentId: string,
  fields: PaymentSubmission = PAID,
) => {
  const form = new FormData();
  if (fields.bank !== undefined) form.set('bank', fields.bank);
  if (fields.payer_name !== undefined) form.set('payer_name', fields.payer_name);
  if (fields.proof) {
    form.set(
      'proof',
      new Blob([fields.proof.bytes], { type: fields.proof.type }),
      fields.proof.name,
    );
  }
  const encoded = new Response(form);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/submission`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  return jar.store(response);
};
