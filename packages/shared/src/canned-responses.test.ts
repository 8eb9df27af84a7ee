import { describe, expect, it } from 'vitest';
import { CANNED_UNNAMED_CONTACT, fillCannedResponse } from './canned-responses.ts';

const values = { contactName: 'Rina', contactPhone: '+6281234567890', agentName: 'Sari' };

describe('fillCannedResponse', () => {
  it('fills the name, phone and agent, whatever the case and spaces inside the braces', () => {
    expect(fillCannedResponse('Halo {{nama}} ({{ NOMOR }}), salam {{Agen}}', values)).toBe(
      'Halo Rina (+6281234567890), salam Sari',
    );
  });

  it('leaves unknown variables and single braces as written', () => {
    expect(fillCannedResponse('{{harga}} {nama} {{nama}}', values)).toBe('{{harga}} {nama} Rina');
  });

  it('addresses a contact with no name politely, and a contact with no phone with nothing', () => {
    expect(
      fillCannedResponse('Halo {{nama}}{{nomor}}', {
        ...values,
        contactName: ' ',
        contactPhone: null,
      }),
    ).toBe(`Halo ${CANNED_UNNAMED_CONTACT}`);
  });
});
