import net from 'node:net';
import type { Ports } from './settings.ts';
import { portVariables } from './settings.ts';
import { StackError } from './stack-error.ts';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Checked before anything starts, so a clash is one clear message rather than a crashed child. */
export async function assertPortsFree(ports: Ports, skip: (keyof Ports)[] = []): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [keyof Ports, number][]) {
    if (skip.includes(name) || (await isFree(port))) continue;
    const { variable } = portVariables[name];
    throw new StackError(
      `Port ${port} (${name}, ${variable}) is already in use.`,
      `Stop the program that uses it (\`ss -ltnp 'sport = :${port}'\` shows it) or start with ${variable}=<another port>.`,
    );
  }
}

/** A port nothing listens on now, chosen by the system (benches and chaos runs start their own servers). */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
