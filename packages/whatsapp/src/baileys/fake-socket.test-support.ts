import { EventEmitter } from 'node:events';
import type { AnyMessageContent, UserFacingSocketConfig, WAMessage, WAPresence } from 'baileys';
import type { BaileysSocket } from './driver.ts';

/** A Boom as Baileys closes with it: only `output.statusCode` is read. */
export const boom = (statusCode: number, message = `closed with ${statusCode}`) =>
  Object.assign(new Error(message), { output: { statusCode } });

/**
 * A stand-in for Baileys' socket: its `ev` and `ws` are plain event emitters, and tests play
 * WhatsApp's side by emitting the `connection.update` sequences a real socket emits.
 */
export class FakeSocket implements BaileysSocket {
  readonly ev = new EventEmitter();
  readonly ws = new EventEmitter();
  user: BaileysSocket['user'];
  readonly pairingRequests: string[] = [];
  readonly sent: { jid: string; content: AnyMessageContent }[] = [];
  readonly presences: { type: WAPresence; jid?: string }[] = [];
  /** Messages whose media the phone was asked to upload again. */
  readonly reuploads: WAMessage[] = [];
  /** What the phone's re-upload gives back; the message unchanged unless a test says. */
  reuploaded: (message: WAMessage) => WAMessage = (message) => message;
  ended = false;
  loggedOut = false;

  constructor(readonly config: UserFacingSocketConfig) {}

  update(update: Record<string, unknown>) {
    this.ev.emit('connection.update', update);
  }

  /** WhatsApp accepts the link: Baileys stores `me` in creds, then says open. */
  open(me = { id: '6281234567890:7@s.whatsapp.net', lid: '99887766554433:7@lid', name: 'Toko' }) {
    this.user = me;
    this.ev.emit('creds.update', { me, registered: true });
    this.update({ connection: 'open' });
  }

  close(statusCode: number) {
    this.update({
      connection: 'close',
      lastDisconnect: { error: boom(statusCode), date: new Date() },
    });
  }

  frame() {
    this.ws.emit('frame', {});
  }

  requestPairingCode = async (phone: string) => {
    this.pairingRequests.push(phone);
    return 'ABCD1234';
  };

  sendMessage = async (jid: string, content: AnyMessageContent) => {
    this.sent.push({ jid, content });
    return { key: { id: `3EB0SENT${this.sent.length}`, fromMe: true, remoteJid: jid } };
  };

  sendPresenceUpdate = async (type: WAPresence, jid?: string) => {
    this.presences.push({ type, jid });
  };

  updateMediaMessage = async (message: WAMessage) => {
    this.reuploads.push(message);
    return this.reuploaded(message);
  };

  logout = async () => {
    this.loggedOut = true;
    this.close(401);
  };

  // Like Baileys: ending emits one last close, with no error when nobody failed.
  end = async (error: Error | undefined) => {
    if (this.ended) return;
    this.ended = true;
    this.update({ connection: 'close', lastDisconnect: { error, date: new Date() } });
  };
}
