import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a database. `cut()` makes it a black hole, as a lost network would:
 * open connections go silent and new ones are accepted but never answered. `mend()` undoes it.
 * `delay(ms)` holds every chunk that long in each direction, as a distant or busy database
 * would: slow, but answering.
 */
export const createDatabaseRelay = async (target: { host: string; port: number }) => {
  let cut = false;
  let delayMs = 0;
  const sockets = new Set<Socket>();
  /** Passes chunks on in the order they came, each `delayMs` after it arrived. */
  const forwarder = (to: Socket) => {
    const held: { due: number; chunk: Buffer }[] = [];
    const release = () => {
      while (held[0] && held[0].due <= performance.now()) {
        const { chunk } = held.shift() as { chunk: Buffer };
        if (!cut && !to.destroyed) to.write(chunk);
      }
      if (held[0]) setTimeout(release, Math.max(0, held[0].due - performance.now()));
    };
    return (chunk: Buffer) => {
      if (cut) return;
      if (delayMs === 0 && held.length === 0) {
        to.write(chunk);
        return;
      }
      held.push({ due: performance.now() + delayMs, chunk });
      if (held.length === 1) setTimeout(release, delayMs);
    };
  };
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (cut) return;
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('data', forwarder(upstream));
    upstream.on('data', forwarder(client));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  /** Every open connection is dropped, as a restarted database or a timed-out peer would. */
  const drop = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut: () => {
      cut = true;
    },
    /** The silent connections are dropped (as a timed-out peer would be); new ones pass again. */
    mend: () => {
      cut = false;
      drop();
    },
    drop,
    delay: (ms: number) => {
      delayMs = ms;
    },
    close: async () => {
      drop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
