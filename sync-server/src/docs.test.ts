import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments point to the repository's own docs (docs/*.md), often to a heading of one
 * ('docs/api.md, "Sent once"'). Every such pointer must lead somewhere: a renamed heading or a
 * page that goes fails here, not in a reader's hands. And no comment cites a file outside the
 * repository (the specs and the contract the docs were written from).
 */
const repo = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|js|mjs|sh|md)$/.test(file) && !file.startsWith('node_modules/'))
  .filter((file) => existsSync(path.join(repo, file)));

/** 'docs/api.md' and its heading when one is named right after it: , "Heading" or ("Heading"). */
const pointer = /docs\/([a-z-]+\.md)(?:,\s*(?:\*\s*)?"([^"]+)"|\s*\("([^"]+)"\))?/g;

const headingsOf = (file: string) =>
  new Set(
    readFileSync(path.join(repo, 'docs', file), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,4} /.test(line))
      .map((line) => line.replace(/^#+ /, '').trim()),
  );

describe('pointers to the docs', () => {
  it('lead to a page that exists, and to a heading it has', () => {
    const broken: string[] = [];
    for (const file of tracked) {
      const text = readFileSync(path.join(repo, file), 'utf8').replace(/\n\s*(\*|\/\/|#)\s*/g, ' ');
      for (const [, page, heading, inParens] of text.matchAll(pointer)) {
        const named = heading ?? inParens;
        if (!existsSync(path.join(repo, 'docs', page!))) broken.push(`${file}: docs/${page} does not exist`);
        // A heading may say more after the words a pointer names ("... (2026-11-26)").
        else if (named && ![...headingsOf(page!)].some((title) => title.startsWith(named))) {
          broken.push(`${file}: docs/${page} has no heading "${named}"`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('are what comments cite, not files outside the repository', () => {
    const outside = tracked
      .filter((file) => !file.startsWith('docs/') && file !== 'sync-server/src/docs.test.ts')
      .filter((file) =>
        /CONTRACT\.md|(customer|admin)-side\.md|STYLE\.md|\.\.\/shared\//.test(
          readFileSync(path.join(repo, file), 'utf8'),
        ),
      );
    expect(outside).toEqual([]);
  });
});
