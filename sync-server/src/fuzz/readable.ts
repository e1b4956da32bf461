import { apiErrorSchema } from '#shared/api';
import type { FuzzAnswer } from './fuzz-request';

/**
 * What is wrong with a refusal's body for the person who reads it (docs/api.md, "Errors"), or
 * null: the body is `{message, reason?, issues?}`, the message a sentence (a capital letter
 * first, words, not a code), naming no code of the server's (no ZodError, no SQL, no stack, no
 * zod's machine words), and the reason kebab-case.
 */
export function unreadable(answer: FuzzAnswer): string | null {
  if (!answer.contentType.startsWith('application/json')) return `its body is ${answer.contentType || 'not JSON'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'its body is not JSON';
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return 'its body is not {message, reason?, issues?}';
  const { message, reason, issues = [] } = parsed.data;
  const fault = notASentence(message);
  if (fault) return `the message "${message}" ${fault}`;
  // An issue's words are shown beside its field ("sessionId must be ..."): no machine's words in them.
  const machine = issues.find((issue) => MACHINE_WORDS.test(issue.message));
  if (machine) return `the issue "${machine.message}" has words of the machine in it`;
  if (reason !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(reason))
    return `the reason "${reason}" is not kebab-case`;
  return null;
}

/** Words of the machine, not of a person: zod's codes and default words, SQL, a stack, JS's own. */
const MACHINE_WORDS =
  /ZodError|invalid_type|invalid_format|invalid_union|too_small|too_big|unrecognized_keys|Invalid input|expected \w+, received|\bSQLITE|select \* from|insert into|violates|\bat \S+\.[jt]s:\d+|TypeError|Cannot read|undefined/i;

function notASentence(message: string): string | null {
  if (message.trim().length < 8) return 'is too short to be a sentence';
  if (!/^[A-Z0-9“"']/.test(message)) return 'does not begin with a capital letter';
  if (MACHINE_WORDS.test(message)) return 'has words of the machine in it';
  if (message.length > 600) return 'is too long to read';
  return null;
}
