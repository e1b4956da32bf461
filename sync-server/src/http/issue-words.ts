import { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

/**
 * Zod's own words for a refusal ("Invalid input: expected string, received number") are a
 * programmer's; these say the same for a person, naming the field (docs/api.md, "Errors").
 */
export const issueWords: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path ?? [];
  const subject = path.length === 0 ? 'The request' : `The field ${path.map(String).join('.')}`;
  return `${subject} ${problemOf(issue)}`;
};

/**
 * Makes issueWords zod's words in this process, for every parse of the server's (a call's input
 * in http/run-calls.ts, and each edit of a batch, each waitlist join... in the services). Zod
 * keeps them as its fallback: a schema's own message ("Please enter a valid email address") still
 * wins. The app's forms are another process, with the schemas' own messages.
 */
export function wordIssuesForPeople(): void {
  z.config({ customError: issueWords });
}

function problemOf(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      // A query's word that is no number ("?limit=abc") comes here as NaN.
      if (Number.isNaN(issue.input)) return `should be ${typeWords(issue.expected)}`;
      return `should be ${typeWords(issue.expected)}, not ${kindOf(issue.input)}`;
    case 'too_big':
      return `is too ${issue.origin === 'string' || issue.origin === 'array' ? 'long' : 'large'}: at most ${issue.maximum}${unitOf(issue.origin)}`;
    case 'too_small':
      return `is too ${issue.origin === 'string' || issue.origin === 'array' ? 'short' : 'small'}: at least ${issue.minimum}${unitOf(issue.origin)}`;
    case 'invalid_format':
      return formatWords(issue.format);
    case 'not_multiple_of':
      return `should be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has keys it does not take: ${issue.keys.slice(0, 5).join(', ')}`;
    case 'invalid_value':
      return issue.values.length <= 8
        ? `should be one of: ${issue.values.map(String).join(', ')}`
        : 'is not one of the values it takes';
    case 'invalid_union':
      return 'does not fit any of the forms it takes';
    case 'invalid_key':
    case 'invalid_element':
      return 'holds an entry that is not valid';
    default:
      return 'is not valid';
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'empty',
};

const typeWords = (expected: string) => TYPE_WORDS[expected] ?? `of type ${expected}`;

function kindOf(input: unknown): string {
  if (input === null) return 'empty (null)';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'number') return 'a number';
  if (typeof input === 'string') return 'text';
  if (typeof input === 'boolean') return 'true or false';
  if (typeof input === 'object') return 'an object';
  return 'something else';
}

const unitOf = (origin: string) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');

function formatWords(format: string): string {
  switch (format) {
    case 'email':
      return 'is not an email address';
    case 'uuid':
    case 'guid':
      return 'is not an id of ours';
    case 'datetime':
      return 'is not a date and time';
    case 'date':
      return 'is not a date';
    case 'url':
      return 'is not a web address';
    default:
      return 'is not in the form it takes';
  }
}
