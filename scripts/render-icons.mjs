// Renders the app's PNG icons (client/public/icons/) from client/public/logo.svg in headless
// Chromium: run once by hand (`node scripts/render-icons.mjs`) when the logo changes, and commit
// the PNGs. No image library: the browser draws the SVG, an element screenshot saves it.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const logo = readFileSync('client/public/logo.svg', 'utf8');
const svg = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const BRAND = '#1f4e79';

/**
 * `any` icons are the logo itself (its rounded square, transparent corners). The maskable one
 * fills the whole square with the brand colour and keeps the logo's cross inside the safe zone
 * (the central 80%), since a launcher may cut it to a circle or a squircle. iOS's Home Screen
 * icon (apple-touch-icon, 180 px) is full-bleed too: iOS rounds the corners itself and would
 * fill transparent ones with black.
 */
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

/**
 * The notification badge (Android's status bar): drawn as a white mask of its alpha, so the logo's
 * cross alone on transparent, not the square.
 */
const cross = logo.replace(/<rect[^>]*\/>/, '');
const badge = `data:image/svg+xml;base64,${Buffer.from(cross).toString('base64')}`;

mkdirSync('client/public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 600, height: 600 } });
  for (const { file, size, maskable } of icons) {
    const inner = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
        <div id="icon" style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${maskable ? BRAND : 'transparent'}">
          <img src="${svg}" width="${inner}" height="${inner}" alt="">
        </div></body></html>`,
    );
    await page.locator('#icon').screenshot({ path: `client/public/icons/${file}`, omitBackground: true });
    console.log(`client/public/icons/${file}`);
  }
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img id="badge" src="${badge}" width="96" height="96" alt=""></body></html>`,
  );
  await page.locator('#badge').screenshot({ path: 'client/public/icons/badge-96.png', omitBackground: true });
  console.log('client/public/icons/badge-96.png');
} finally {
  await browser.close();
}
