import { WebSocket } from 'ws';
import type { LiveMessage } from '#shared/live';
import { timeLimit } from './time-limits';

/** A live client that keeps every message, and waits for the next one matching a test. */
export class LiveClient {
  readonly messages: LiveMessage[] = [];
  private waiters: { test: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  readonly socket: WebSocket;
  /** `query`: what the app's socket adds to /ws (`?have=...`, live/live-version.ts). */
  constructor(url: string, query = '') {
    this.socket = new WebSocket(url.replace('http', 'ws') + '/ws' + query);
    this.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => !(waiter.test(message) && (waiter.resolve(message), true)));
    });
  }
  next(test: (message: LiveMessage) => boolean, timeoutMs = timeLimit(4000)): Promise<LiveMessage> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such live message')), timeoutMs);
      this.waiters.push({ test, resolve: (message) => (clearTimeout(timer), resolve(message)) });
    });
  }
  /**
   * Resolves once the server has read everything sent before it (a ping answered in order with
   * the messages before it): a `follow-order` sent first is then registered.
   */
  roundTrip(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once('pong', () => resolve());
      this.socket.ping();
    });
  }
  clear() {
    this.messages.length = 0;
  }
}
