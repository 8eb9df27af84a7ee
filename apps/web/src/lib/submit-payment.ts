import { refreshSession } from './shared-refresh.ts';

export type PaymentSubmission = { bank: string; payerName: string; proof: File };

/** The API's error body's message, or the fallback when the answer is not one. */
const messageOf = async (response: Response, fallback: string) => {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : fallback;
  } catch {
    return fallback;
  }
};

/**
 * "I have paid": multipart to POST /api/payments/{id}/submission (a file cannot ride the tRPC
 * client). An expired access cookie is refreshed once, as the tRPC link does, then retried.
 * Throws an Error whose message the dialog shows.
 */
export const submitPayment = async (id: string, values: PaymentSubmission, fallback: string) => {
  const send = () => {
    const form = new FormData();
    form.set('bank', values.bank);
    form.set('payer_name', values.payerName);
    form.set('proof', values.proof);
    return fetch(`/api/payments/${encodeURIComponent(id)}/submission`, {
      method: 'POST',
      credentials: 'include',
      body: form,
    });
  };
  let response = await send().catch(() => undefined);
  if (response?.status === 401 && (await refreshSession())) {
    response = await send().catch(() => undefined);
  }
  if (!response) throw new Error(fallback);
  if (!response.ok) throw new Error(await messageOf(response, fallback));
};
