import fc from 'fast-check';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Valid inputs of a call's schema, for the fuzzer (fuzz.test.ts): zod 4 writes the schema as
 * JSON Schema (`io: 'input'`, what a client sends), and this small generator turns the keywords
 * the contract uses (type, properties, required, items, anyOf, enum, const, pattern, format,
 * lengths and bounds) into fast-check arbitraries. Refinements are not in JSON Schema, so a
 * "valid" input may still be refused by one: that is a refusal to check like any other.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The arbitrary of what a schema accepts, or roughly so where its refinements say more. */
export function validInputOf(schema: $ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

function arbitraryOf(schema: JsonSchema, field = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const hinted = hintOf(schema, field);
  if (hinted) return hinted;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, field)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], field);
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, field)));
}

function arbitraryOfType(type: string, schema: JsonSchema, field: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: lowerBound(schema, 1), max: upperBound(schema, 1) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: lowerBound(schema, 1), max: upperBound(schema, 1) }),
        fc.double({ min: lowerBound(schema, 0.01), max: upperBound(schema, 0.01), noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, field) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Bounds kept to a million either way: what matters past that is what the breakage sends. */
const lowerBound = (schema: JsonSchema, step: number) =>
  schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : Math.max(schema.minimum ?? -1e6, -1e6);
const upperBound = (schema: JsonSchema, step: number) =>
  schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : Math.min(schema.maximum ?? 1e6, 1e6);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') {
    const range = { min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true };
    return fc.date(range).map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern)
    return fc.stringMatching(new RegExp(withLengths(schema.pattern, minLength, maxLength))).filter(fits);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/**
 * A pattern of one class of characters repeated ("^[A-Za-z0-9_-]+$") with its lengths in it, so
 * the strings made fit a minLength of 16 without being filtered out one by one.
 */
function withLengths(pattern: string, minLength: number, maxLength: number): string {
  const repeated = /^\^(\[[^\]]+\])[+*]\$$/.exec(pattern);
  return repeated ? `^${repeated[1]}{${Math.max(minLength, 1)},${maxLength}}$` : pattern;
}

/**
 * What JSON Schema cannot say of a field, said by its form or its name: an input side that is
 * "a string" piped into an e-mail address or an amount, a date's pattern its calendar refines.
 * Without these nearly every e-mail, amount and date made would be refused by the schema itself.
 */
function hintOf(schema: JsonSchema, field: string): fc.Arbitrary<unknown> | null {
  const types = [schema.type ?? []].flat();
  if (!types.includes('string')) return null;
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') && !schema.pattern.includes('T')) {
    const range = { min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true };
    return fc.date(range).map((date) => date.toISOString().slice(0, 10));
  }
  // fc.emailAddress() makes addresses RFC 5322 allows and zod's stricter pattern does not.
  if (/email/i.test(field)) return fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@(example\.com|bakery\.test)$/);
  if (/price|total|cash|amount/i.test(field) && !schema.pattern) {
    return fc.integer({ min: 0, max: 20_000 }).map((cents) => (cents / 100).toFixed(2));
  }
  return null;
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(properties).map(([key, each]) => [key, arbitraryOf(each, key)]));
  return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}
