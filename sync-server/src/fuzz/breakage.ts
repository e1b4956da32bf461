import fc from 'fast-check';

/**
 * The ways the fuzzer breaks a valid input (issue 47: "wrong types, huge, deep, odd unicode,
 * missing and extra keys, `__proto__` and `constructor`"), each at one place of it chosen at
 * random: the whole value, or one field or item inside it.
 */
export const breakages = [
  'wrong-type',
  'huge',
  'deep',
  'odd-unicode',
  'missing-key',
  'extra-key',
  '__proto__',
  'constructor',
] as const;
export type Breakage = (typeof breakages)[number];

/** Strings people's devices and attackers send that code often mishandles. */
export const oddStrings = [
  '\u0000',
  '\ud800', // a lone surrogate: not valid UTF-16, written as U+FFFD on the wire
  'a\u202Eevil', // right-to-left override
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\uFEFFbom',
  '\uFFFF',
  'ﷺ',
  '𝕏'.repeat(50),
  ' ',
  '',
  "'; drop table orders; --",
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '//', // not a URL, and not a path of ours
  'http://[',
  'javascript:alert(1)',
];

/** Values of every JSON type, for a field that expects another one. */
const otherTypes: unknown[] = [0, -1, 1.5, 1e308, -0, '', '1', 'true', true, false, null, [], {}, [null], { a: 1 }];

/** How a breakage picks its details: where it breaks, and with what. */
export interface Choice {
  kind: Breakage;
  where: number;
  which: number;
}

export const choiceOf: fc.Arbitrary<Choice> = fc.record({
  kind: fc.constantFrom(...breakages),
  where: fc.nat(),
  which: fc.nat(),
});

type Path = (string | number)[];

/** Every place inside a JSON value, the value itself first. */
function placesIn(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const children = Object.entries(value).map(([key, child]) => {
    return placesIn(child, [...path, Array.isArray(value) ? Number(key) : key]);
  });
  return [path, ...children.flat()];
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** A nesting of arrays `depth` deep around a 1. */
export const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

/** A key set as an own property, even `__proto__` (which JSON.parse makes, and JSON.stringify writes). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** What replaces the value at a place, for the breakages that replace one. */
function replacement(kind: Breakage, which: number): unknown {
  switch (kind) {
    case 'wrong-type':
      return pick(otherTypes, which);
    case 'huge':
      return pick(
        ['x'.repeat(60_000), 9e15 + 1, -1e300, Array.from({ length: 2000 }, () => 1), '9'.repeat(400)],
        which,
      );
    case 'deep':
      return nested(which % 2 === 0 ? 30 : 40);
    default:
      return pick(oddStrings, which);
  }
}

/** A JSON value with one thing broken, as the fuzzer sends it (a copy: the input is kept). */
export function broken(value: unknown, choice: Choice): unknown {
  const copy: unknown = structuredClone(value);
  const places = placesIn(copy);
  const objects = places.filter((place) => isRecord(at(copy, place)));
  switch (choice.kind) {
    case 'missing-key': {
      const keyed = places.filter((place) => typeof place.at(-1) === 'string');
      if (keyed.length === 0) return replacement('wrong-type', choice.which);
      const place = pick(keyed, choice.where);
      const parent = at(copy, place.slice(0, -1)) as Record<string, unknown>;
      delete parent[place.at(-1) as string];
      return copy;
    }
    case 'extra-key':
    case '__proto__':
    case 'constructor': {
      if (objects.length === 0) return { [pick(oddStrings, choice.which)]: copy };
      const target = at(copy, pick(objects, choice.where)) as Record<string, unknown>;
      if (choice.kind === '__proto__') setOwn(target, '__proto__', { polluted: 'yes', isAdmin: true, stock: 999 });
      else if (choice.kind === 'constructor') setOwn(target, 'constructor', { prototype: { polluted: 'yes' } });
      else setOwn(target, pick(['extra', 'id', 'kind', 'toString', 'hasOwnProperty', ...oddStrings], choice.which), 1);
      return copy;
    }
    default: {
      const place = pick(places, choice.where);
      return replaceAt(copy, place, replacement(choice.kind, choice.which));
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((each, key) => (each as Record<string | number, unknown>)[key], value);
}

function replaceAt(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const parent = at(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = by;
  return value;
}

/**
 * A path's parameters or a query with one thing broken: their values are strings on the wire,
 * so a wrong type is a word where a number or an id was expected, or a key given twice.
 */
export function brokenWords(words: Record<string, unknown>, choice: Choice): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...words };
  const keys = Object.keys(copy);
  const key = keys.length > 0 ? pick(keys, choice.where) : 'q';
  switch (choice.kind) {
    case 'wrong-type':
      copy[key] = pick(['[object Object]', '1e999', '-1', 'NaN', 'true', 'null', '', ['1', '2']], choice.which);
      break;
    case 'huge':
      copy[key] = pick(['x'.repeat(6_000), '9'.repeat(400)], choice.which);
      break;
    case 'deep':
      copy[key] = Array.from({ length: 40 }, (_, i) => String(i));
      break;
    case 'odd-unicode':
      copy[key] = pick(oddStrings, choice.which);
      break;
    case 'missing-key':
      delete copy[key];
      break;
    case 'extra-key':
      copy[pick(['extra', 'limit', 'key', 'toString', ...oddStrings], choice.which) || 'extra'] = 'x';
      break;
    default:
      setOwn(copy, choice.kind, pick(['x', 'polluted', '1'], choice.which));
  }
  return copy;
}
