import type { TestServer } from '../testing/test-server';

/** One request of the fuzzer, as it goes on the wire: what a failure prints as a curl line. */
export interface FuzzRequest {
  method: string;
  /** The path with its query, encoded. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or a file's bytes for an upload. */
  body?: string | Uint8Array;
}

export interface FuzzAnswer {
  status: number;
  text: string;
  contentType: string;
}

export async function send(server: TestServer, request: FuzzRequest): Promise<FuzzAnswer> {
  const response = await fetch(server.url + request.url, {
    method: request.method,
    headers: request.headers,
    body: typeof request.body === 'string' || request.body === undefined ? request.body : new Uint8Array(request.body),
  });
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/** The query of a URL: a key given an array is sent once per item, as a browser repeats one. */
export function queryString(query: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of [value].flat()) search.append(key, typeof each === 'string' ? each : JSON.stringify(each));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request as a shell line to send it again (a body of bytes is shown by its length). */
export function curlLine(baseUrl: string, request: FuzzRequest): string {
  const parts = ['curl', '-i', '-X', request.method, quote(baseUrl + request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (typeof request.body === 'string') parts.push('--data-raw', quote(shorten(request.body)));
  else if (request.body) parts.push('--data-binary', quote(`<${request.body.length} bytes>`));
  return parts.join(' ');
}

/** A huge body would drown the report: its middle is cut, and the line says so. */
const shorten = (text: string) =>
  text.length <= 2_000 ? text : `${text.slice(0, 1_000)}…(${text.length - 2_000} characters cut)…${text.slice(-1_000)}`;

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A path with its parameters filled in, as calls/define.ts fillPath does, except that a lone
 * surrogate (which encodeURIComponent refuses) is sent as its three bytes: an escape that is not
 * UTF-8, as a hand-made request may carry.
 */
export function pathOf(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeWord(String(params[name] ?? '')));
}

function encodeWord(word: string): string {
  return [...word]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}
