import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The <link rel="modulepreload"> tags of a page's own code and what it imports, from the
 * build's manifest (dist/.vite/manifest.json), leaving out what index.html already loads: the
 * browser fetches it with the app instead of after it, and the app hydrates the page whole.
 */
export function pageCodeLinks(staticDir: string, template: string): (source: string | undefined) => string {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen))];
  };
  const links = new Map<string, string>();
  return (source) => {
    if (!source) return '';
    let tags = links.get(source);
    if (tags === undefined) {
      tags = [...new Set(files(source, new Set()))]
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('');
      links.set(source, tags);
    }
    return tags;
  };
}
