/**
 * "Rp 250.000" as one piece when shown: the space after "Rp" (or "Rp.") before a number becomes
 * a no-break space, so a narrow column never leaves "Rp" at a line's end and the amount on the
 * next. For display only: the stored text, and what goes to WhatsApp, keep the space as written.
 */
const RUPIAH_SPACE = /\b(Rp\.?)[ \t]+(?=\d)/gi;

export const keepMoneyTogether = (text: string) => text.replace(RUPIAH_SPACE, '$1\u00a0');
