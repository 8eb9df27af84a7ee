/**
 * The link an agent's attachment is sent by (WhatsApp, or Baileys for it, fetches the file from
 * it, as it fetches an API message's URL): the message id and a secret kept in the message's
 * `media.url`. Shown to nobody else; the dashboard reads the file by its session path.
 */
export const sharedMediaPath = (messageId: string, secret: string) =>
  `/api/shared-media/${messageId}/${secret}`;

/** The secret at the end of a share link, or undefined for any other URL. */
export const sharedMediaSecret = (url: unknown, messageId: string) => {
  if (typeof url !== 'string') return undefined;
  const path = URL.canParse(url) ? new URL(url).pathname : '';
  const prefix = sharedMediaPath(messageId, '');
  return path.startsWith(prefix) ? path.slice(prefix.length) || undefined : undefined;
};
