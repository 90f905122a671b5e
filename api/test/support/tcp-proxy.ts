import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a database that went away. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP relay in front of a server, so a test can take that server "down" and back. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((incoming) => {
    if (down) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(targetPort, targetHost);
    sockets.add(incoming).add(outgoing);
    const drop = () => {
      incoming.destroy();
      outgoing.destroy();
      sockets.delete(incoming);
      sockets.delete(outgoing);
    };
    incoming.on('error', drop).on('close', drop);
    outgoing.on('error', drop).on('close', drop);
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The same database URL, reached through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}
