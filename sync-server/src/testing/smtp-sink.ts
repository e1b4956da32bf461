import net from 'node:net';

export interface AcceptedMail {
  messageId: string;
  /** When the sink answered 250 for it (ms since the epoch). */
  acceptedAt: number;
}

export interface SmtpSink {
  port: number;
  /** Every mail answered 250, in order, duplicates included. */
  accepted: AcceptedMail[];
  close(): Promise<void>;
}

/**
 * A mail server for tests, enough for nodemailer: it answers every command, and takes
 * `answerDelayMs` to accept each message after its last line, as a real server writing it to
 * disk does. A message counts as delivered only once the 250 is written to a connection still
 * open: a sender that dies before hearing it has not delivered it, as SMTP has it.
 * `onMessage` hears each message's end, before the answer (a test can kill the sender then):
 * the answer waits for what it returns, so a sender killed there is seen gone before it.
 */
export async function startSmtpSink(options: {
  answerDelayMs: number;
  onMessage?: (messageId: string) => void | Promise<void>;
}): Promise<SmtpSink> {
  const accepted: AcceptedMail[] = [];
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    let peerGone = false;
    socket.on('end', () => (peerGone = true));
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffered = '';
    let data: string[] | null = null;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line);
            continue;
          }
          const headers = data.join('\n');
          data = null;
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? '<none>';
          void Promise.resolve(options.onMessage?.(messageId)).then(() =>
            setTimeout(() => {
              if (socket.destroyed || peerGone) return;
              accepted.push({ messageId, acceptedAt: Date.now() });
              reply('250 2.0.0 queued');
            }, options.answerDelayMs),
          );
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply(verb === 'EHLO' ? '250 sink.test' : '250 OK');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
