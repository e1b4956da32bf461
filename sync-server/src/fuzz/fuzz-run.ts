import fc from 'fast-check';
import type { CallSpec } from '#shared/calls/define';
import type { TestServer } from '../testing/test-server';
import { fingerprintOf, tablesChanged, type Watched } from './fingerprint';
import { fuzzCaseOf, type FuzzCase, type KnownIds } from './fuzz-case';
import { curlLine, send, type FuzzAnswer } from './fuzz-request';
import { unreadable } from './readable';

/** The server a fuzz run sends to, with the owner's token of the moment and the tables to watch. */
export interface FuzzTarget {
  server: TestServer;
  /** The tables compared before and after a refusal of the call (fingerprint.ts). */
  watchedFor(name: string): Watched;
  known: KnownIds;
  ownerToken(): Promise<string>;
  /** After a call that may end her session (a sign-out sent as her): signs in again if it did. */
  renewOwnerToken(): Promise<void>;
}

/** A request that broke a rule, as a curl line to send it again and what was wrong. */
export interface FuzzFailure {
  curl: string;
  broken: string;
  fault: string;
}

/**
 * Sends `runs` requests of one call, made from its schemas with `seed`, and returns each that
 * broke a rule: a 5xx, a refusal that changed the database, a refusal a person cannot read, or
 * a key added to every object of the server (its process is this one).
 */
export async function fuzzCall(
  target: FuzzTarget,
  name: string,
  spec: CallSpec,
  options: { seed: number; runs: number },
): Promise<FuzzFailure[]> {
  const cases = fc.sample(fuzzCaseOf(spec, target.known), { seed: options.seed, numRuns: options.runs });
  const failures: FuzzFailure[] = [];
  let before = await fingerprintOf(target.server, target.watchedFor(name));
  for (const each of cases) {
    const request = await withOwner(target, each);
    const answer = await send(target.server, request);
    const after = await settledFingerprint(target, name, answer);
    const fault = faultOf(answer, before, after);
    if (fault) failures.push({ curl: curlLine(target.server.url, request), broken: each.broken, fault });
    before = after;
    if (name.startsWith('session.') && answer.status < 400) {
      await target.renewOwnerToken();
      before = await fingerprintOf(target.server, target.watchedFor(name));
    }
  }
  return failures;
}

async function withOwner(target: FuzzTarget, each: FuzzCase) {
  if (!each.asOwner) return each.request;
  return {
    ...each.request,
    headers: { ...each.request.headers, Authorization: `Bearer ${await target.ownerToken()}` },
  };
}

/** The fingerprint once what a write began after its answer (mail, notices) is done. */
async function settledFingerprint(target: FuzzTarget, name: string, answer: FuzzAnswer) {
  if (answer.status < 400) {
    await target.server.running.deps.afterAnswer.drain();
    await target.server.running.deps.mailer.drain();
  }
  return fingerprintOf(target.server, target.watchedFor(name));
}

function faultOf(answer: FuzzAnswer, before: Map<string, string>, after: Map<string, string>): string | null {
  if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')) {
    return "every object of the server now has a key 'polluted'";
  }
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  const changed = tablesChanged(before, after);
  if (changed.length > 0) return `refused with ${answer.status} but changed ${changed.join(', ')}: ${answer.text}`;
  const fault = unreadable(answer);
  return fault ? `refused with ${answer.status}, and ${fault}` : null;
}
