import {
  downloadMediaMessage,
  getContentType,
  normalizeMessageContent,
  type WAMessage,
} from 'baileys';
import { readCapped } from '../read-capped.ts';

/** WhatsApp's media servers answer these once a file has expired there; the phone can re-upload. */
const REUPLOAD_STATUSES = new Set([404, 410]);

/** Where WhatsApp keeps media: a received message's file is fetched from there and nowhere else. */
export const isWhatsAppMediaHost = (host: string) => /(^|\.)whatsapp\.net$/i.test(host);

/**
 * The host a message's file would be fetched from. Baileys takes it from the `url` the sender's
 * client put in the message, so a crafted message could have our server fetch any address.
 */
const mediaHostOf = (message: WAMessage) => {
  const content = normalizeMessageContent(message.message);
  const type = content ? getContentType(content) : undefined;
  const url = (type ? (content?.[type] as { url?: string | null } | undefined) : undefined)?.url;
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

const httpStatusOf = (error: unknown) =>
  (error as { output?: { statusCode?: unknown } } | null)?.output?.statusCode;

/**
 * A received file's bytes, fetched and decrypted from WhatsApp's media servers. When the file
 * has expired there, the sender's phone is asked to upload it again (`reupload`, the socket's
 * updateMediaMessage) and the download is tried once more. That retry is done here rather than
 * through downloadMediaMessage's own `reuploadRequest`: 7.0.0-rc14 looks for `error.status`,
 * which the Boom errors it throws never carry, so its retry never runs.
 */
export const downloadMedia = async (
  message: WAMessage,
  reupload: (message: WAMessage) => Promise<WAMessage>,
  maxBytes: number,
  isMediaHost: (host: string) => boolean = isWhatsAppMediaHost,
) => {
  const fetchOnce = (source: WAMessage) => {
    const host = mediaHostOf(source);
    if (host !== undefined && !isMediaHost(host)) {
      throw new Error(`The file's address is not on WhatsApp's media servers (${host})`);
    }
    return downloadMediaMessage(source, 'stream', {});
  };
  let stream: Awaited<ReturnType<typeof fetchOnce>>;
  try {
    stream = await fetchOnce(message);
  } catch (error) {
    const status = httpStatusOf(error);
    if (typeof status !== 'number' || !REUPLOAD_STATUSES.has(status)) throw error;
    stream = await fetchOnce(await reupload(message));
  }
  return readCapped(stream, maxBytes);
};
