import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';
import type { CallSpec } from '#shared/calls/define';
import { broken, brokenWords, choiceOf, type Choice } from './breakage';
import { pathOf, queryString, type FuzzRequest } from './fuzz-request';
import { validInputOf } from './schema-arbitrary';

type Part = 'params' | 'query' | 'body';

/** One request the fuzzer sends, before the owner's token is put in: what was broken, and who sends it. */
export interface FuzzCase {
  request: FuzzRequest;
  /** "valid", or the part and the breakage ("body: huge"). */
  broken: string;
  asOwner: boolean;
}

/** Real ids of the bakery's rows, put in a path now and then so a request gets past "not found". */
export interface KnownIds {
  /** By the name of a path's parameter or a query's key ("id", "flavor"): values that name a row. */
  words: Readonly<Record<string, readonly string[]>>;
  /** The key of a customer's link to a row, when the path is one of hers (services/links.ts). */
  linkKeyOf(path: string, id: string): string | undefined;
}

const partsOf = (spec: CallSpec): Part[] =>
  (['params', 'query', 'body'] as const).filter((part) => spec[part] !== undefined);

/** The requests of one call: its schemas' valid inputs, most of them broken in one way. */
export function fuzzCaseOf(spec: CallSpec, known: KnownIds): fc.Arbitrary<FuzzCase> {
  const parts = partsOf(spec);
  return fc
    .record({
      params: wordsOf(spec.params, known),
      query: wordsOf(spec.query, known),
      body: bodyOf(spec.body),
      // One in five is sent as the schema has it, so a call is also tried where it goes through.
      broken: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: partToBreak(parts) }),
      choice: choiceOf,
      asOwner: fc.boolean(),
      idempotencyKey: fc.option(fc.stringMatching(/^[A-Za-z0-9_.:-]{8,40}$/), { nil: undefined }),
    })
    .map((input) => {
      const target: Part | null = input.broken;
      const params = target === 'params' ? brokenWords(input.params, input.choice) : input.params;
      let query = target === 'query' ? brokenWords(input.query, input.choice) : input.query;
      const id = typeof params.id === 'string' ? params.id : undefined;
      const linkKey = id === undefined ? undefined : known.linkKeyOf(spec.path, id);
      if (linkKey && target !== 'query' && 't' in query) query = { ...query, t: linkKey };
      const body = target === 'body' && input.body !== undefined ? breakBody(input.body, input.choice) : input.body;
      const headers: Record<string, string> = {};
      if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
      if (body !== undefined) headers['Content-Type'] = spec.body === 'binary' ? 'image/jpeg' : 'application/json';
      return {
        request: {
          method: spec.method,
          url: pathOf(spec.path, params) + queryString(query),
          headers,
          body: body === undefined || body instanceof Uint8Array ? body : JSON.stringify(body),
        },
        broken: target ? `${target}: ${input.choice.kind}` : 'valid',
        asOwner: input.asOwner,
      };
    });
}

const partToBreak = (parts: Part[]): fc.Arbitrary<Part | null> =>
  parts.length === 0 ? fc.constant(null) : fc.constantFrom(...parts);

/** A path's parameters or a query: valid words, some of them put in place of a real row's name. */
function wordsOf(schema: $ZodType | undefined, known: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  if (!schema) return fc.constant({});
  const valid = validInputOf(schema).map((value) => ({ ...(value as Record<string, unknown>) }));
  const real = Object.entries(known.words).filter(([, values]) => values.length > 0);
  const swaps = fc.record(
    Object.fromEntries(real.map(([word, values]) => [word, fc.option(fc.constantFrom(...values), { freq: 2 })])),
  );
  return fc.tuple(valid, swaps).map(([words, swap]) => {
    const swapped = Object.entries(swap).filter(([word, value]) => value !== null && word in words);
    return { ...words, ...Object.fromEntries(swapped) };
  });
}

function bodyOf(body: CallSpec['body']): fc.Arbitrary<unknown> {
  if (body === undefined) return fc.constant(undefined);
  if (body === 'binary') return fc.uint8Array({ minLength: 0, maxLength: 2_000 });
  return validInputOf(body);
}

/** A file's bytes are broken by being something else: JSON where a photo was expected. */
function breakBody(body: unknown, choice: Choice): unknown {
  if (body instanceof Uint8Array) return broken({ photo: 'not bytes' }, choice);
  return broken(body, choice);
}
