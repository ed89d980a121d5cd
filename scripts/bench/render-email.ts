// Renders one personalised email (HTML and text, the demo issue through the one template) 1,000
// times, each for another reader, and prints the median and p90 time, and the demo issue's HTML
// size against Gmail's clipping limit. Goals: median <= 10 ms; HTML <= 60 KB, never over 102 KB.
//   npx tsx scripts/bench/render-email.ts [renders=1000]
import { issueSchema } from '#shared/newsletter/issue';
import { contactMergeValues, renderEmail } from '#server/email/render';
import { DEMO_FIRM_PROFILE, DEMO_NEWSLETTER_SETTINGS, demoIssue } from '../stack/demo-firm.mjs';
import { summary, timeEach } from './stats.mjs';

const renders = Number(process.argv[2] || 1000);
const issue = issueSchema.parse(demoIssue('November', 'November 2026'));
const site = 'https://casecourier.example/api/email-images';
const brand = {
  color: DEMO_NEWSLETTER_SETTINGS.brand_color,
  logo: { url: `${site}/0f3c2a9b8e7d6c5b4a3928171615141a.png`, width: 300, height: 120 },
  headshot: { url: `${site}/1e2d3c4b5a69788796a5b4c3d2e1f00a.png`, width: 240, height: 240 },
};
const names = ['Tom Nguyen', 'Rachel Green-Ortiz', 'Samuel Okafor', 'Keisha Brown', 'Dr. Maria Santos', 'Prince'];
const render = (i: number) =>
  renderEmail({
    issue,
    firm: DEMO_FIRM_PROFILE,
    brand,
    contact: contactMergeValues({ name: `${names[i % names.length]} ${i}`, city: i % 2 ? 'Decatur' : 'Atlanta' }),
    // An unsubscribe link as long as the real ones (an encrypted token).
    unsubscribeUrl: `https://casecourier.example/api/unsubscribe/${'x'.repeat(120)}${i}`,
  });

// Warm up: the first renders load React and compile the template.
for (let i = 0; i < 50; i++) await render(i);
const times = await timeEach(renders, render);
const result = await render(0);
if (!result.ok) throw new Error(`The demo issue did not render: ${result.missing.join(', ')}`);
const stats = summary(times);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const html = Buffer.byteLength(result.html);
console.log(
  `Render one personalised email (HTML + text), ${stats.n} renders: median ${stats.median.toFixed(2)} ms, p90 ${stats.p90.toFixed(2)} ms, max ${stats.max.toFixed(2)} ms (goal: median <= 10 ms)`,
);
console.log(`Demo issue: HTML ${kb(html)} (goal <= 60 KB; Gmail clips over 102 KB), text ${kb(Buffer.byteLength(result.text))}`);
process.exit(html > 102 * 1024 ? 1 : 0);
