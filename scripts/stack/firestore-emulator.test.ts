import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let emulator: ChildProcess;
let port: number;
let snapshotPort: number;

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
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
  [port, snapshotPort] = [await freePort(), await freePort()];
  const args = ['--port', String(port), '--snapshot-port', String(snapshotPort)];
  emulator = spawn(process.execPath, [join(import.meta.dirname, 'firestore-emulator.mjs'), ...args], {
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
    expect(await connects('127.0.0.1', port)).toBe(true);
    // Another loopback address stands for every other interface: 0.0.0.0 would accept it too.
    expect(await connects('127.0.0.2', port)).toBe(false);
  });

  it('answers its snapshot of every document on 127.0.0.1 only, and nothing else there', async () => {
    const res = await fetch(`http://127.0.0.1:${snapshotPort}/documents`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await fetch(`http://127.0.0.1:${snapshotPort}/documents`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${snapshotPort}/`)).status).toBe(404);
    expect(await connects('127.0.0.2', snapshotPort)).toBe(false);
  });
});
