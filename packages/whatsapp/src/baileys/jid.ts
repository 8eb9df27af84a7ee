import type { Peer } from '../types.ts';

type ParsedJid = { user: string; server: string };

/** 'user[:device]@server' -> its user and server; undefined for anything else. */
export const parseJid = (jid: string | null | undefined): ParsedJid | undefined => {
  if (!jid) return undefined;
  const at = jid.indexOf('@');
  if (at <= 0) return undefined;
  const user = jid.slice(0, at).split(':')[0] ?? '';
  return user ? { user, server: jid.slice(at + 1) } : undefined;
};

const PHONE_SERVERS = new Set(['s.whatsapp.net', 'c.us', 'hosted']);
const LID_SERVERS = new Set(['lid', 'hosted.lid']);

/** A one-to-one chat with a person, as opposed to a group, a broadcast list, a channel or a bot. */
export const isPersonJid = (jid: string | null | undefined) => {
  const parsed = parseJid(jid);
  return (
    parsed !== undefined && (PHONE_SERVERS.has(parsed.server) || LID_SERVERS.has(parsed.server))
  );
};

/**
 * Since v7 WhatsApp addresses people by LID or by phone number, and tells the other one as the
 * "alt" JID when it knows it; together they name one person.
 */
export const peerOf = (jids: (string | null | undefined)[], name?: string | null): Peer => {
  const peer: Peer = {};
  for (const jid of jids) {
    const parsed = parseJid(jid);
    if (!parsed) continue;
    if (PHONE_SERVERS.has(parsed.server)) peer.phone ??= parsed.user;
    if (LID_SERVERS.has(parsed.server)) peer.lid ??= parsed.user;
  }
  if (name) peer.name = name;
  return peer;
};

/** A phone number in any common spelling ('+62 812-3456', '62812...') or a JID -> a JID. */
export const toJid = (to: string) =>
  to.includes('@') ? to : `${to.replace(/\D/g, '')}@s.whatsapp.net`;
