import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4173);

/**
 * Debian's chromium-headless-shell: Chromium's own headless browser, the kind Playwright runs
 * headless by default. The full browser in headless mode costs about twice the CPU per page
 * (decision record 0016); it stays the fallback where only `chromium` is installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests drive the production build (dist/) in Debian's Chromium,
 * served with its functions by scripts/serve-production.mjs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Functions run in-process and answer in milliseconds; a journey that needs a minute is a bug.
  timeout: 60_000,
  // A ceiling, not a wait: assertions pass as soon as their condition holds. CI machines have two
  // cores and are often busy; a sign-up under that load was seen to take over 10 s to reach the dashboard.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Journeys run as a reader who asked for less motion: no 1 s page fade (0.5 s out, 0.5 s in) per
    // navigation to wait for and render. landing.spec.ts keeps the default and proves the fade.
    reducedMotion: 'reduce',
    // A failed journey keeps its trace: actions, DOM snapshots, network, console. Without the
    // screencast: recording frames for every journey cost about a quarter of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/serve-production.mjs',
    url: `http://127.0.0.1:${port}/`,
    // No AI second opinion on compliance checks in the journeys: the editor never asks for one unless clicked.
    env: { PORT: String(port), COMPLIANCE_SECOND_OPINION: 'off' },
    reuseExistingServer: false,
    // Above the emulators' own start-up ceiling (scripts/stack/index.mjs), so their message is the one shown.
    timeout: 330_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Lets the server stop its emulators instead of leaving them running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
