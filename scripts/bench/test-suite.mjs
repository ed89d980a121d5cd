#!/usr/bin/env node
// Wall time and whole-machine CPU time of an npm script, by default the whole suite.
// CPU comes from /proc/stat (every process on the machine, the browser's and the emulators'
// included, which `time` misses), so run it on an otherwise quiet machine (Linux only).
// With TEST_SUITE_LOG=FILE, the run's output goes to FILE, each line stamped with the seconds
// since its round began: where the time goes (each part's end, each file's and journey's time).
//   node scripts/bench/test-suite.mjs [script=test] [rounds=1]
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
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

const log = process.env.TEST_SUITE_LOG ? createWriteStream(process.env.TEST_SUITE_LOG) : null;

function run(round) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', log ? 'pipe' : 'ignore', log ? 'pipe' : 'inherit'] });
    if (log) {
      const start = performance.now();
      log.write(`round ${round}\n`);
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) =>
          log.write(`[${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s] ${line}\n`),
        );
      }
    }
    child.once('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`npm run ${script} failed (${code})`))));
  });
}

const walls = [];
const cpus = [];
for (let round = 1; round <= rounds; round++) {
  const [startCpu, start] = [busySeconds(), performance.now()];
  await run(round);
  walls.push(performance.now() - start);
  cpus.push((busySeconds() - startCpu) * 1000);
  console.log(`round ${round}: ${(walls.at(-1) / 1000).toFixed(1)} s, ${(cpus.at(-1) / 1000).toFixed(0)} CPU-seconds`);
}
const seconds = (list) => {
  const { n, median, max } = summary(list);
  return `median ${(median / 1000).toFixed(1)} s, max ${(max / 1000).toFixed(1)} s (${n} run${n === 1 ? '' : 's'})`;
};
console.log(`npm run ${script}: wall ${seconds(walls)}; machine CPU ${seconds(cpus)}`);
