import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a database. `cut()` makes it a black hole, as a lost network would:
 * open connections go silent and new ones are accepted but never answered. `mend()` undoes it.
 */
export const createBlackholeProxy = async (target: { host: string; port: number }) => {
  let cut = false;
  const sockets = new Set<Socket>();
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
    client.on('data', (chunk) => {
      if (!cut) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!cut) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut: () => {
      cut = true;
    },
    /** The silent connections are dropped (as a timed-out peer would be); new ones pass again. */
    mend: () => {
      cut = false;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
