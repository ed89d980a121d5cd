import { describe, expect, it } from 'vitest';
import { completesSweep, EARLY_CLICK_MS, isEarly, machineByRequest, SWEEP_WINDOW_MS } from './machineClicks';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('machine clicks', () => {
  it('are HEAD requests, known crawlers and scanners, and requests without a user agent', () => {
    expect(machineByRequest('GET', CHROME)).toBeNull();
    expect(machineByRequest('GET', IPHONE)).toBeNull();
    expect(machineByRequest('HEAD', CHROME)).toBe('head');
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'python-requests/2.31.0',
      'curl/8.5.0',
    ])
      expect(machineByRequest('GET', ua)).toBe('user-agent');
    expect(machineByRequest('GET', null)).toBe('user-agent');
  });

  it('include any click within seconds of delivery', () => {
    expect(isEarly(1_000_000, 1_000_000 + EARLY_CLICK_MS - 1)).toBe(true);
    expect(isEarly(1_000_000, 1_000_000 + EARLY_CLICK_MS)).toBe(false);
  });

  it('include a sweep: every link of a message clicked within a minute of delivery', () => {
    const sent = 1_000_000;
    const earlier = new Map([
      [0, { at: sent + 12_000, machine: false }],
      [1, { at: sent + 13_000, machine: false }],
    ]);
    expect(completesSweep(sent, 3, earlier, 2, sent + 14_000)).toBe(true);
    // One link never clicked, or clicked later: a reader.
    expect(completesSweep(sent, 4, earlier, 2, sent + 14_000)).toBe(false);
    expect(completesSweep(sent, 3, earlier, 2, sent + SWEEP_WINDOW_MS + 1)).toBe(false);
    expect(
      completesSweep(
        sent,
        3,
        new Map([
          [0, { at: sent + SWEEP_WINDOW_MS + 5, machine: false }],
          [1, earlier.get(1)!],
        ]),
        2,
        sent + 20_000,
      ),
    ).toBe(false);
    // A one-link email cannot be told apart this way (HEAD, user agent and the early rule still apply).
    expect(completesSweep(sent, 1, new Map(), 0, sent + 20_000)).toBe(false);
  });
});
