#!/usr/bin/env node
// Renders public/og-image.png (1200x630, the Open Graph card) from an SVG.
// The PNG is committed; run this again after changing the text or colours.
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#0f1f45"/>
  <rect x="80" y="80" width="96" height="96" rx="20" fill="#002366" stroke="#f2c14e" stroke-width="4"/>
  <path d="M104 110h48v36h-48z M104 112l24 18 24-18" fill="none" stroke="#f2c14e" stroke-width="5" stroke-linejoin="round"/>
  <text x="200" y="145" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">CaseCourier</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="#ffffff">Hyper-local newsletters for</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="#ffffff">personal-injury law firms</text>
  <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#f2c14e">Done for you. Reviewed for compliance. Results not guaranteed.</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9 })
  .toFile(new URL('../public/og-image.png', import.meta.url).pathname);
console.log('public/og-image.png written');
