import fc from 'fast-check';

/** The part of OpenAPI 3.0's schema language the served document uses (see documented-inputs in fuzz.test.ts). */
export interface DocSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  properties?: Record<string, DocSchema>;
  required?: string[];
  additionalProperties?: boolean | DocSchema;
  items?: DocSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: DocSchema[];
  oneOf?: DocSchema[];
}

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);
/** Values of the formats the document names (its checks: zod's email, Date.parse, a calendar day, http(s)). */
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.tuple(word, word).map(([user, host]) => `${user}@${host}.com`),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
};

function stringOf(s: DocSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  const fits = (v: string) => [...v].length >= min && [...v].length <= max;
  const format = s.format ? FORMATS[s.format] : undefined;
  if (format) return format.filter((v) => fits(v) && (!s.pattern || new RegExp(s.pattern).test(v)));
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  // Printable text in the scripts the site serves, never only spaces when something is required.
  const unit = fc.oneof(
    fc.constantFrom(...'abcXYZ019_-. '),
    fc.constantFrom(...'初音未来洛天依调教工程歌词'),
    fc.constantFrom(...'あいうカタナ'),
  );
  return (
    fc
      .array(unit, { minLength: min, maxLength: Math.min(max, 60) })
      .map((cs) => cs.join(''))
      // Trimmed, as the schemas keep them: a length the document states is the trimmed text's.
      .filter((v) => v === v.trim() && (min === 0 || v.length > 0))
  );
}

function numberOf(s: DocSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? -1_000_000;
  const hi = s.maximum ?? 1_000_000;
  if (integer) {
    const min = s.exclusiveMinimum ? Math.floor(lo) + 1 : Math.ceil(lo);
    const max = s.exclusiveMaximum ? Math.ceil(hi) - 1 : Math.floor(hi);
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    min: lo,
    max: hi,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: !!s.exclusiveMinimum,
  });
}

/**
 * Values a schema of the document allows, for property-based calls (Schemathesis-style positive cases). Optional
 * properties are left out or given; unknown properties are never added (the document forbids them).
 */
export function arbitraryOf(s: DocSchema): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map(arbitraryOf));
    switch (s.type) {
      case 'string':
        return stringOf(s);
      case 'integer':
        return numberOf(s, true);
      case 'number':
        return numberOf(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(s.items ? arbitraryOf(s.items) : fc.string(), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 5, 5),
        });
      case 'object':
      default: {
        const required = new Set(s.required ?? []);
        const props = Object.fromEntries(
          Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitraryOf(v)]),
        );
        return fc.record(props, {
          requiredKeys: Object.keys(props).filter((k) => required.has(k)),
        });
      }
    }
  })();
  return s.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}
