import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, and mutations of what they make (decision 055).
 * No maintained bridge supports zod 4 (zod-fast-check wants zod 3 and fast-check < 4), so the
 * schema goes through zod's own public z.toJSONSchema() and a small JSON Schema walker here.
 * Refinements are invisible to JSON Schema: plain strings are sometimes dates so that checks like
 * "must be a date" are passed too, and numbers lean to small ids, which the fuzzed store has.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const dateTime = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
// 2026-01-31T10:00:00.000Z and 2026-01-31, where the length allows them (a filter that never passes would hang).
const plainStringSamples = (min: number, max: number) =>
  [dateTime, dateTime.map((s) => s.slice(0, 10))].filter((_a, i) => {
    const length = i === 0 ? 24 : 10;
    return length >= min && length <= max;
  });

/**
 * Strings matching a pattern. fast-check cannot generate from lookarounds: they are left out, so some
 * values miss the pattern (a 400, as a mutation would); any other construct it refuses falls back to free text.
 */
function matching(pattern: string, free: fc.Arbitrary<string>): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, '')));
  } catch {
    return free;
  }
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  if (s.pattern) return matching(s.pattern, fc.string({ minLength: min, maxLength: Math.min(max, min + 40) }));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length >= min && e.length <= max);
  if (s.format === 'date-time') return dateTime;
  if (s.format === 'date') return dateTime.map((d) => d.slice(0, 10));
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  const free = fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
  const samples = plainStringSamples(min, max);
  if (!samples.length) return free;
  return fc.oneof({ arbitrary: free, weight: 3 }, ...samples.map((arbitrary) => ({ arbitrary, weight: 1 })));
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = s.minimum ?? (s.exclusiveMinimum === undefined ? -1e9 : s.exclusiveMinimum + (integer ? 1 : Number.EPSILON));
  let max = s.maximum ?? (s.exclusiveMaximum === undefined ? 1e9 : s.exclusiveMaximum - (integer ? 1 : Number.EPSILON));
  if (integer) {
    min = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
    max = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
    // Ids of rows the store has are small: lean there so that updates and deletes find something.
    const low = fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 8) });
    return fc.oneof({ arbitrary: low, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arbitraryOfJson(s: JsonSchema, defs: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  if (s.$ref) {
    const target = defs[s.$ref.replace(/^#\/\$defs\//, '')];
    return target && depth < 6 ? arbitraryOfJson(target, defs, depth + 1) : fc.constant(null);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOfJson(a, defs, depth + 1)));
  if (s.allOf?.length) return arbitraryOfJson(Object.assign({}, ...s.allOf) as JsonSchema, defs, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => arbitraryOfJson({ ...s, type }, defs, depth)));
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => arbitraryOfJson(p, defs, depth + 1)));
      const item = s.items ? arbitraryOfJson(s.items, defs, depth + 1) : fc.jsonValue({ maxDepth: 2 });
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.min(s.maxItems ?? 5, minLength + 5) });
    }
    case 'object': {
      const props = s.properties ?? {};
      const arbs = Object.fromEntries(Object.entries(props).map(([key, p]) => [key, arbitraryOfJson(p, defs, depth + 1)]));
      return fc.record(arbs, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      // {}: anything (zod's unrepresentable parts: transforms, custom checks).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values the schema accepts, mostly: from its input side, and from its output side, which for
 * trim/lowercase pipes and coercions is also a good input (a pipe's input side is only "a string").
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const sides = (['input', 'output'] as const).map((io) => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    return arbitraryOfJson(json, json.$defs ?? {}, 0);
  });
  return fc.oneof(...sides);
}

/** A JSON body nested this deep is sent as raw text (JSON.stringify itself overflows near 4,000 levels). */
export class DeepNesting {
  constructor(
    readonly depth: number,
    readonly open: '[' | '{"a":',
  ) {}
  /** The text, or its first `max` characters (built no longer: 100,000 levels are 600 kB). */
  text(max = Infinity): string {
    const depth = Math.min(this.depth, Math.ceil(max / this.open.length));
    const text = this.open.repeat(depth) + '1' + (this.open === '[' ? ']' : '}').repeat(depth);
    return max < Infinity ? text.slice(0, max) : text;
  }
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b[31m', '\u007f', '\u0085', '\u2028', '\u202e', '\ufeff', '\ud800', '\udfff'];
const HOSTILE = [
  "' OR '1'='1",
  '1; DROP TABLE notices --',
  '../../../../etc/passwd',
  '..%2f..%2faec.sqlite',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '%',
  '%zz',
  '\\',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' ',
  '',
  'AEC-0000-0000',
];

/** A string made of control characters (and lone surrogates) among letters. */
export const controlString = fc
  .array(fc.oneof(fc.constantFrom(...CONTROL), fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 12 })
  .map((a) => a.join(''));
/** 10 kB to 1.2 MB of one character: over every field's limit, sometimes over the body limit (made once, not per case). */
export const hugeString = fc.constantFrom(
  ...[10_000, 100_000, 1_100_000].flatMap((n) => ['x', 'é', '\u0000', '<', '%', '9'].map((ch) => ch.repeat(Math.ceil(n / Buffer.byteLength(ch))))),
);
const specialNumber = fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
const deep = fc.tuple(fc.constantFrom(64, 1_000, 5_000, 100_000), fc.constantFrom('[' as const, '{"a":' as const)).map(([d, open]) => new DeepNesting(d, open));

/** Values of the wrong kind, strings no form would send, and structures nobody should. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  specialNumber,
  fc.integer(),
  fc.constantFrom(...HOSTILE),
  controlString,
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  deep,
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof DeepNesting);

/** An own property even for '__proto__' (plain assignment would set the prototype instead). */
function withKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...o };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

export interface Mutation {
  /** Child picks, one per level (modulo the number of children). */
  path: number[];
  op: 'replace' | 'delete' | 'add';
  key: string;
  value: unknown;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { maxLength: 4 }),
  op: fc.constantFrom('replace' as const, 'replace' as const, 'delete' as const, 'add' as const),
  key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'role', 'admin'), fc.string({ maxLength: 10 })),
  value: nastyValue,
});

/** `value` with one part replaced, removed, or given an unknown field. */
export function applyMutation(value: unknown, m: Mutation, at = 0): unknown {
  const step = m.path[at];
  const last = at >= m.path.length - 1;
  if (step !== undefined && Array.isArray(value) && value.length) {
    const i = step % value.length;
    const copy = [...value];
    if (!last) copy[i] = applyMutation(value[i], m, at + 1);
    else if (m.op === 'delete') copy.splice(i, 1);
    else if (m.op === 'add') copy.push(m.value);
    else copy[i] = m.value;
    return copy;
  }
  if (step !== undefined && isRecord(value) && Object.keys(value).length) {
    const keys = Object.keys(value);
    const key = keys[step % keys.length]!;
    if (!last) return withKey(value, key, applyMutation(value[key], m, at + 1));
    if (m.op === 'delete') {
      const copy = { ...value };
      delete copy[key];
      return copy;
    }
    if (m.op === 'add') return withKey(value, m.key, m.value);
    return withKey(value, key, m.value);
  }
  if (m.op === 'add' && isRecord(value)) return withKey(value, m.key, m.value);
  return m.value;
}

/** JSON text of a value that may hold DeepNesting parts. */
export function jsonText(value: unknown): string {
  const deepParts: DeepNesting[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof DeepNesting ? `\u0000deep${deepParts.push(v) - 1}\u0000` : v));
  if (text === undefined) return '';
  return deepParts.length ? text.replace(/"\\u0000deep(\d+)\\u0000"/g, (_m, i: string) => deepParts[Number(i)]!.text()) : text;
}

/** Schema-valid values most of the time, mutated ones the rest (most cases should pass validation). */
export function validOrMutated(valid: fc.Arbitrary<unknown>, mutatedWeight = 1): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 1 }, { arbitrary: fc.tuple(valid, mutationArb).map(([v, m]) => applyMutation(v, m)), weight: mutatedWeight });
}
