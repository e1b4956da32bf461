import { describe, expect, it } from 'vitest';
import { calls } from '#shared/calls/index';
import { renderedPages } from '../../../sync-server/src/pages/page-lists';
import { pageListKeys } from './page-data';

/**
 * A screen names a list a server-rendered page carries by the call that reads it; the server
 * writes it under that call's path. The two cannot drift apart unnoticed.
 */
describe("a page's lists", () => {
  it("are found under their call's path", () => {
    const paths = Object.entries(calls)
      .filter(([name]) => Object.hasOwn(pageListKeys, name))
      .map(([name, spec]) => [name, spec.path]);
    expect(Object.fromEntries(paths)).toEqual(pageListKeys);
  });

  it('are each one a screen can name', () => {
    const named = new Set<string>(Object.values(pageListKeys));
    for (const page of Object.values(renderedPages)) for (const list of page.lists) expect(named).toContain(list);
  });
});
