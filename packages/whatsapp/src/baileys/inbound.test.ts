import { proto, type WAMessage } from 'baileys';
import { describe, expect, it } from 'vitest';
import { toInboundMessage } from './inbound.ts';

const CUSTOMER = '6289876543210@s.whatsapp.net';

const received = (message: proto.IMessage, key: Partial<WAMessage['key']> = {}) =>
  toInboundMessage({
    key: { id: 'M1', remoteJid: CUSTOMER, fromMe: false, ...key },
    messageTimestamp: 1_763_000_000,
    message,
  } as WAMessage);

describe('Baileys events as inbound messages', () => {
  it('marks a customer’s one-to-one text as a message to answer', () => {
    expect(received({ conversation: 'Brp ongkir ke Bandung kak?' })).toMatchObject({
      chat: 'direct',
      kind: 'message',
      fromMe: false,
      type: 'text',
      text: 'Brp ongkir ke Bandung kak?',
    });
  });

  it('marks reactions, edits, deletions and protocol chatter as what they are', () => {
    const kinds = [
      received({ reactionMessage: { text: '👍', key: { id: 'OUT1', remoteJid: CUSTOMER } } }),
      received({
        protocolMessage: {
          type: proto.Message.ProtocolMessage.Type.REVOKE,
          key: { id: 'IN0', remoteJid: CUSTOMER },
        },
      }),
      received({
        protocolMessage: {
          type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
          editedMessage: { conversation: 'ralat: 3 pcs' },
        },
      }),
      received({ editedMessage: { message: { conversation: 'ralat: 3 pcs' } } }),
      received({
        protocolMessage: { type: proto.Message.ProtocolMessage.Type.EPHEMERAL_SETTING },
      }),
    ].map((m) => m?.kind);
    expect(kinds).toEqual(['reaction', 'deletion', 'edit', 'edit', 'protocol']);
    // Key distribution alone carries nothing to report at all.
    expect(received({ senderKeyDistributionMessage: { groupId: '1203630@g.us' } })).toBeNull();
  });

  it('tells groups, status updates and broadcasts from one-to-one chats', () => {
    const group = received(
      { conversation: 'info grup' },
      { remoteJid: '1203630@g.us', participant: '628111@s.whatsapp.net' },
    );
    expect(group).toMatchObject({ chat: 'group', from: { phone: '628111' } });
    expect(received({ conversation: 'story' }, { remoteJid: 'status@broadcast' })?.chat).toBe(
      'status',
    );
    expect(received({ conversation: 'promo' }, { remoteJid: '123@broadcast' })?.chat).toBe(
      'broadcast',
    );
    expect(received({ conversation: 'kabar' }, { remoteJid: '120363@newsletter' })?.chat).toBe(
      'broadcast',
    );
  });

  it('marks what the number itself wrote on the phone, naming the customer it wrote to', () => {
    expect(received({ conversation: 'Siap kak, saya cek dulu' }, { fromMe: true })).toMatchObject({
      chat: 'direct',
      kind: 'message',
      fromMe: true,
      from: { phone: '6289876543210' },
    });
  });
});
