import { randomBytes, randomInt } from 'node:crypto';

// WhatsApp's own pairing-code alphabet: Crockford's base 32 without 0, so no O/0 or I/1 mix-ups.
const PAIRING_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTVWXYZ';

/** 'ABCD-EFGH', as the phone asks for it. */
export const newPairingCode = () => {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
};

/** Long and random like a real linking QR, and says which number it links when scanned. */
export const newQrPayload = (numberId: string) =>
  `balasin-sandbox:${numberId}:${randomBytes(24).toString('base64url')}`;

/** Shaped like WhatsApp Web's own message ids. */
export const newMessageId = () => `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
