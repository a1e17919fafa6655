import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent (headers and body, quoted-printable soft breaks undone). */
  text: string;
}

/**
 * A real SMTP server (the `smtp-server` library on a loopback socket) that keeps what it
 * receives; stop() and start() again on the same port, as an outage and its end.
 */
export async function startSmtp(onPort = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = onPort;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const text = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.server.address() as AddressInfo).port;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await start();
  return { url: () => `smtp://127.0.0.1:${port}`, received, start, stop };
}
