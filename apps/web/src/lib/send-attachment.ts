import type { ThreadMessage } from './api-types.ts';
import { refreshSession } from './shared-refresh.ts';

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
 * An agent's file for the customer: multipart to POST /api/conversations/{id}/attachments (a file
 * cannot ride the tRPC client). An expired access cookie is refreshed once, as the tRPC link
 * does, then retried. Throws an Error whose message the reply box shows.
 */
export const sendAttachment = async (
  conversationId: string,
  values: { file: File; caption: string },
  fallback: string,
): Promise<ThreadMessage> => {
  const send = () => {
    const form = new FormData();
    form.set('file', values.file);
    if (values.caption.trim()) form.set('caption', values.caption.trim());
    return fetch(`/api/conversations/${encodeURIComponent(conversationId)}/attachments`, {
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
  return (await response.json()) as ThreadMessage;
};
