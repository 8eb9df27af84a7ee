import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { LOCALES } from './locales.ts';
import { messages } from './messages.ts';
import {
  canonicalPhoneNumber,
  isValidPhoneNumber,
  normalizePhoneNumber,
  withIndonesianPrefix,
} from './phone.ts';
import { PACKAGES } from './plans.ts';
import { INVITABLE_ROLES } from './team.ts';

/**
 * Whitespace, format characters (zero-width space and joiners, soft hyphen, direction marks, BOM)
 * and the blanks that render as nothing (Hangul fillers, braille blank): text made only of these
 * looks empty, so a name of them is no name.
 */
const INVISIBLE_EDGES =
  /^[\s\p{Z}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+|[\s\p{Z}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+$/gu;

/** Trims what String.prototype.trim leaves: invisible characters at either end. */
export const trimInvisible = (value: string) => value.replace(INVISIBLE_EDGES, '');

const requiredText = (field: string, requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .overwrite(trimInvisible)
    .min(1, requiredMessage)
    .max(max, messages.tooLong(field, max));

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(LIMITS.emailMax, messages.tooLong('Email', LIMITS.emailMax))
  .pipe(z.email({ error: messages.emailInvalid }))
  .overwrite((value) => value.toLowerCase());

/** At login any stored password may be typed, so only presence and the hard cap are checked. */
export const loginPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(LIMITS.passwordMax, messages.tooLong('Password', LIMITS.passwordMax));

export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(LIMITS.passwordMin, messages.passwordTooShort)
  .max(LIMITS.passwordMax, messages.tooLong('Password', LIMITS.passwordMax));

export const personNameSchema = requiredText('Name', messages.nameRequired, LIMITS.nameMax);
export const businessNameSchema = requiredText(
  'Business name',
  messages.businessNameRequired,
  LIMITS.nameMax,
);

/** Validates with the spec's rule and yields the stored form (+digits). */
export const phoneNumberSchema = z
  .string({ error: messages.numberRequired })
  .trim()
  .min(1, messages.numberRequired)
  .max(LIMITS.numberMax, messages.invalidNumber)
  .refine(isValidPhoneNumber, messages.invalidNumber)
  .overwrite(canonicalPhoneNumber);

export const packageSchema = z.enum(PACKAGES);

export const loginInputSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

export const registerInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  businessName: businessNameSchema,
  whatsappNumber: phoneNumberSchema,
  packageType: packageSchema,
  /** The language the visitor registered in: the account's, and its first e-mail's. */
  locale: z.enum(LOCALES).optional(),
});

/**
 * A JSON true or false, and nothing else. The REST adapter (trpc-to-openapi) coerces every
 * `z.boolean()` in a request, so `"false"` would read as true; a literal pair is left alone.
 */
export const jsonBoolean = z.literal([true, false], { error: 'Must be true or false' });

export const addNumberInputSchema = z.object({
  number: phoneNumberSchema,
  name: businessNameSchema,
  /** A test (sandbox) number: simulated, outside the package limit, allowed before payment. */
  test: jsonBoolean.optional(),
});

/** The marketing site's contact form: Indonesian messages, the phone optional. */
export const contactInputSchema = z.object({
  name: z
    .string({ error: messages.contactNameRequired })
    .overwrite(trimInvisible)
    .min(1, messages.contactNameRequired)
    .max(LIMITS.nameMax, messages.contactTooLong('Nama', LIMITS.nameMax)),
  email: z
    .string({ error: messages.contactEmailRequired })
    .trim()
    .min(1, messages.contactEmailRequired)
    .max(LIMITS.emailMax, messages.contactTooLong('Email', LIMITS.emailMax))
    .pipe(z.email({ error: messages.contactEmailInvalid }))
    .overwrite((value) => value.toLowerCase()),
  phone: z
    .string()
    .trim()
    .max(LIMITS.numberMax, messages.contactPhoneInvalid)
    // Visitors write local numbers (0812...); they mean +62 812...
    .overwrite((value) =>
      normalizePhoneNumber(value).startsWith('0') ? withIndonesianPrefix(value) : value,
    )
    .refine((value) => value === '' || isValidPhoneNumber(value), messages.contactPhoneInvalid)
    .overwrite((value) => (value === '' ? value : canonicalPhoneNumber(value)))
    .optional(),
  message: z
    .string({ error: messages.contactMessageTooShort })
    .trim()
    .min(LIMITS.contactMessageMin, messages.contactMessageTooShort)
    .max(LIMITS.contactMessageMax, messages.contactTooLong('Pesan', LIMITS.contactMessageMax)),
});

/** A team invitation: who, and as what (ownership is never handed out). */
export const inviteInputSchema = z.object({ email: emailSchema, role: z.enum(INVITABLE_ROLES) });

/** What the invitee sets when accepting: their name and a new password. */
export const acceptInvitationFieldsSchema = z.object({
  name: personNameSchema,
  password: newPasswordSchema,
});
