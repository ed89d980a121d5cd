#!/usr/bin/env node
// Time for `npm run dev` to print the login: from a clean slate (--reset), then a
// restart that restores the saved data. Stop any running dev stack first.
//   node scripts/bench/dev-startup.mjs [rounds=3]
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ms, summary } from './stats.mjs';

const root = resolve(import.meta.dirname, '../..');
const rounds = Number(process.argv[2] || 3);

function runDev(args) {
  return new Promise((resolvePromise, reject) => {
    const start = Date.now();
    const child = spawn(process.execPath, ['scripts/dev.mjs', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('CaseCourier is running')) {
        const elapsed = Date.now() - start;
        child.once('exit', () => resolvePromise(elapsed));
        child.kill('SIGINT');
      }
    });
    child.once('exit', (code) => {
      if (!output.includes('CaseCourier is running')) reject(new Error(`npm run dev exited (${code}) before it was ready:\n${output}`));
    });
  });
}

const fresh = [];
const restart = [];
for (let i = 0; i < rounds; i++) {
  fresh.push(await runDev(['--reset']));
  restart.push(await runDev([]));
}
console.log(`npm run dev, fresh (--reset):   median ${ms(summary(fresh).median)}   all: ${fresh.map(ms).join(', ')}`);
console.log(`npm run dev, restart with data: median ${ms(summary(restart).median)}   all: ${restart.map(ms).join(', ')}`);
