// A raw keep-alive TCP connection for HTTP tests that must control exactly which bytes are sent
// when (a request half sent, a body trickled), and see what the server did with the socket.
import net from 'node:net';

export interface RawConnection {
  send(data: string): void;
  /** Resolves with everything received once it matches; rejects if the socket closes first. */
  received(pattern: RegExp): Promise<string>;
  text(): string;
  /** Resolves when the server (or the network) closed the socket. */
  closed: Promise<void>;
  isClosed(): boolean;
  destroy(): void;
}

/** Connects to 127.0.0.1:port; rejects with the socket's error (ECONNREFUSED, …). */
export async function connectRaw(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  let isClosed = false;
  const waiters = new Set<() => void>();
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
    for (const wake of waiters) wake();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      for (const wake of waiters) wake();
      resolve();
    }),
  );
  // A reset is seen as the close above; the test asserts on what arrived before it.
  socket.on('error', () => undefined);
  return {
    send: (data) => void socket.write(data),
    text: () => text,
    isClosed: () => isClosed,
    closed,
    destroy: () => socket.destroy(),
    received(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) {
            waiters.delete(check);
            resolve(text);
          } else if (isClosed) {
            waiters.delete(check);
            reject(new Error(`closed before ${pattern}; received:\n${text}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
  };
}
