import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let emulator: ChildProcess;
let port: number;

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

beforeAll(async () => {
  port = await freePort();
  emulator = spawn(process.execPath, [join(import.meta.dirname, 'firestore-emulator.mjs'), '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // It prints its line once it listens.
  let output = '';
  for await (const chunk of emulator.stdout!) {
    output += chunk;
    if (output.includes('ready on')) break;
  }
}, 60_000);

afterAll(async () => {
  emulator.kill('SIGTERM');
  if (emulator.exitCode === null) await once(emulator, 'exit');
});

describe('the local Firestore emulator', () => {
  it('listens on 127.0.0.1 only: it answers anyone unauthenticated, so no other interface may reach it', async () => {
    expect(await connects('127.0.0.1')).toBe(true);
    // Another loopback address stands for every other interface: 0.0.0.0 would accept it too.
    expect(await connects('127.0.0.2')).toBe(false);
  });
});
