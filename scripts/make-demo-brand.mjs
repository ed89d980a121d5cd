#!/usr/bin/env node
// Renders the demo firm's sample logo and headshot (scripts/stack/demo-brand/*.png) from SVG:
// a wordmark for Avery Injury Law and an illustrated portrait, so the seeded newsletter shows
// a logo and an attorney's photo without shipping anyone's real face. The PNGs are committed;
// run this again after changing them.
import sharp from 'sharp';

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">
  <rect width="300" height="120" fill="#ffffff"/>
  <path d="M20 18h68v44c0 24-16 36-34 42C36 98 20 86 20 62z" fill="#002366"/>
  <path d="M36 36h36M54 36v50M40 86h28" stroke="#f2c14e" stroke-width="7" stroke-linecap="round"/>
  <path d="M38 50l-10 18h20zM70 50l-10 18h20z" fill="#f2c14e"/>
  <text x="108" y="62" font-family="DejaVu Serif, Georgia, serif" font-size="40" font-weight="700" fill="#002366">AVERY</text>
  <text x="110" y="96" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" letter-spacing="5" fill="#33415c">INJURY LAW</text>
</svg>`;

const headshot = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbe4f3"/><stop offset="1" stop-color="#b8c7e0"/></linearGradient></defs>
  <rect width="240" height="240" fill="url(#bg)"/>
  <path d="M40 240c6-48 40-70 80-70s74 22 80 70z" fill="#002366"/>
  <path d="M100 172l20 34 20-34z" fill="#ffffff"/>
  <path d="M114 178h12l-2 40h-8z" fill="#8a1c2b"/>
  <rect x="104" y="140" width="32" height="36" rx="10" fill="#c68a62"/>
  <ellipse cx="120" cy="104" rx="42" ry="50" fill="#d89b72"/>
  <path d="M76 100c0-38 22-58 46-58 26 0 44 18 44 54-10-16-28-24-50-24-18 0-32 10-40 28z" fill="#3b2a20"/>
  <ellipse cx="104" cy="108" rx="5" ry="6" fill="#2b1d14"/><ellipse cx="136" cy="108" rx="5" ry="6" fill="#2b1d14"/>
  <path d="M106 132q14 10 28 0" stroke="#8c4a32" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;

const out = (name) => new URL(`./stack/demo-brand/${name}`, import.meta.url).pathname;
await sharp(Buffer.from(logo)).png({ compressionLevel: 9, palette: true }).toFile(out('logo.png'));
await sharp(Buffer.from(headshot)).png({ compressionLevel: 9, palette: true }).toFile(out('headshot.png'));
console.log('scripts/stack/demo-brand/logo.png and headshot.png written');
