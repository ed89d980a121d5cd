#!/usr/bin/env node
// Wall time and whole-machine CPU time of an npm script, by default the whole suite.
// CPU comes from /proc/stat (every process on the machine, the browser's and the emulators'
// included, which `time` misses), so run it on an otherwise quiet machine (Linux only).
//   node scripts/bench/test-suite.mjs [script=test] [rounds=1]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { summary } from './stats.mjs';

const root = resolve(import.meta.dirname, '../..');
const script = process.argv[2] || 'test';
const rounds = Number(process.argv[3] || 1);

/** CPU-seconds the machine has spent busy since boot (all but idle and I/O wait). */
function busySeconds() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

function run() {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`npm run ${script} failed (${code})`))));
  });
}

const walls = [];
const cpus = [];
for (let round = 1; round <= rounds; round++) {
  const [startCpu, start] = [busySeconds(), performance.now()];
  await run();
  walls.push(performance.now() - start);
  cpus.push((busySeconds() - startCpu) * 1000);
  console.log(`round ${round}: ${(walls.at(-1) / 1000).toFixed(1)} s, ${(cpus.at(-1) / 1000).toFixed(0)} CPU-seconds`);
}
const seconds = (list) => {
  const { n, median, max } = summary(list);
  return `median ${(median / 1000).toFixed(1)} s, max ${(max / 1000).toFixed(1)} s (${n} run${n === 1 ? '' : 's'})`;
};
console.log(`npm run ${script}: wall ${seconds(walls)}; machine CPU ${seconds(cpus)}`);
