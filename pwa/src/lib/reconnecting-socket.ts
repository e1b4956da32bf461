import { parseAnswer, type AnswerSchema } from './api-client';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export interface SocketHandlers<M> {
  /** The schema of what the server says (a shared union): each message is parsed with it, in order. */
  messages: AnswerSchema<M>;
  /** A query for the next connection's address (`?have=...`), or '' for none. */
  query?(): string;
  /** The socket opened: `send` says what this client wants first. */
  onOpen(send: (message: unknown) => void): void;
  onMessage(message: M): void | Promise<void>;
  /** A close that means stop trying (the owner's session ended); others are retried. */
  isFinal?(event: CloseEvent): boolean;
  onClose?(event: CloseEvent): void;
}

export interface OpenSocket {
  /** Sends now if the socket is open; false if it is not (onOpen says it again then). */
  send(message: unknown): boolean;
  /** The connection is sound again (the server said so): the next drop is retried after 1 s. */
  resetBackoff(): void;
  stop(reason: string): void;
}

/**
 * The app's one way to keep a WebSocket open (the shop's /ws and the owner's /ws/admin): a
 * dropped connection is retried after 1 s, 2 s, 4 s ... up to 30 s, with jitter so a restarted
 * server is not stampeded, and at once when the browser says it is back online; while it says
 * it is offline nothing is tried (an attempt can only fail, and the browser logs each). Every
 * message is parsed with the shared schema before anyone sees it, one after another so they
 * are applied in the order they came; one that does not parse, or is not JSON, is dropped.
 */
export function keepSocketOpen<M>(path: string, handlers: SocketHandlers<M>): OpenSocket {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Messages are parsed (maybe after loading their schema) one after another, in the order they came. */
  let applying: Promise<void> = Promise.resolve();

  function connect() {
    clearTimeout(timer);
    if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
    if (!navigator.onLine) return;
    const address = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
    const opened = new WebSocket(address + (handlers.query?.() ?? ''));
    socket = opened;
    opened.onopen = () => handlers.onOpen((message) => opened.send(JSON.stringify(message)));
    opened.onmessage = (event) => {
      const data = String(event.data);
      // Parsed in the order they came; each is handed over as soon as it is parsed, not after the
      // one before has finished (its lists reach the screen at once, IndexedDB when it opens).
      applying = applying
        .then(async () => {
          const message = await parseAnswer(handlers.messages, JSON.parse(data), path);
          Promise.resolve(handlers.onMessage(message)).catch((error: unknown) =>
            console.warn(`A message on ${path} could not be applied`, error),
          );
        })
        .catch((error: unknown) => console.warn(`Ignoring a message on ${path} this app cannot read`, error));
    };
    opened.onclose = (event) => {
      if (socket === opened) socket = null;
      if (stopped) return;
      handlers.onClose?.(event);
      if (handlers.isFinal?.(event)) return;
      const delay = retryMs * (0.75 + Math.random() / 2);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      timer = setTimeout(connect, delay);
    };
  }

  const reconnectNow = () => {
    retryMs = FIRST_RETRY_MS;
    connect();
  };
  window.addEventListener('online', reconnectNow);
  connect();

  return {
    send: (message) => {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    resetBackoff: () => {
      retryMs = FIRST_RETRY_MS;
    },
    stop: (reason) => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', reconnectNow);
      socket?.close(1000, reason);
    },
  };
}
