import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses for inputs. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Strings a validator or a query should choke on if anything does. */
const NASTY = [
  '',
  ' ',
  '%',
  '_',
  "' or 1=1 --",
  '\\',
  '\u0000',
  '🙂',
  'null',
  '-1',
  '1e309',
  '<script>',
  'a'.repeat(300),
];

/** Values that look right for well-known field names, so valid requests get past validation. */
const byName = (name: string): fc.Arbitrary<unknown> | undefined => {
  if (/email/i.test(name)) return fc.emailAddress().filter((email) => email.length <= 254);
  if (/number|phone/i.test(name)) {
    return fc
      .tuple(fc.constantFrom('+62', '62', '08', '+1'), fc.stringMatching(/^\d{6,12}$/))
      .map(([prefix, digits]) => `${prefix}${digits}`);
  }
  return undefined;
};

/** Values the schema accepts (mostly: names and lengths are honoured, not every pattern). */
export const validFor = (schema: JsonSchema, name = ''): fc.Arbitrary<unknown> => {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validFor(variant, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'array':
      return fc.array(validFor(schema.items ?? {}), { maxLength: 5 });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, validFor(value, key)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default: {
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      }
      const min = schema.minLength ?? 0;
      return (
        byName(name) ??
        fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(schema.maxLength ?? 40, 40) })
      );
    }
  }
};

/** Anything at all: wrong types, odd strings, nesting. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
);

/** Valid values, valid shapes with some fields broken or missing, and junk. */
export const mixedFor = (schema: JsonSchema, name = ''): fc.Arbitrary<unknown> => {
  const properties = schema.properties;
  const broken = properties
    ? fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            fc.oneof(validFor(value, key), junk),
          ]),
        ),
        { requiredKeys: [] },
      )
    : junk;
  return fc.oneof({ weight: 3, arbitrary: validFor(schema, name) }, broken, junk);
};
