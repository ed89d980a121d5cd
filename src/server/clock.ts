/**
 * The time the functions stamp what happens with: the machine's clock, except while `npm run dev`
 * seeds the demo firm's month of history. Then the dev server's own plugin (never part of a
 * deployed site) sets a seeding clock on this process, and only when the process runs in
 * development mode (CASECOURIER_DEV=1 with the emulators, which production refuses); no function
 * reads or sets it from a request. Everything stamped through here (writeTime, deliveries,
 * clicks, stage changes, unsubscribes) then happens on the seeded day.
 */
export const SEEDING_CLOCK = Symbol.for('casecourier.seedingClock');

type SeedingClock = () => number;

export function now(): number {
  const seeding = (globalThis as { [SEEDING_CLOCK]?: SeedingClock })[SEEDING_CLOCK];
  return typeof seeding === 'function' && process.env.CASECOURIER_DEV === '1' ? seeding() : Date.now();
}
