#!/usr/bin/env node
// Draws the installable app's icons (shell/public/icons/*.png, named by the web app manifest) from the
// sample emblem, shell/public/aec-emblem.svg, in Chromium: `node scripts/make-app-icons.mjs`. Run it again
// when the emblem changes, and commit the PNGs (the build only copies them). Each is written as an 8-bit palette
// PNG by sharp (the drawing has a few flat colours: a third of the bytes, no visible change); a phone fetches the
// 192 px one with the manifest on a first visit, beside the page.
import { readFileSync, mkdirSync } from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emblem = readFileSync(path.join(root, 'shell/public/aec-emblem.svg'), 'utf8');
const out = path.join(root, 'shell/public/icons');
const THEME = '#7b1e2b';

// "any" icons: the emblem on a rounded tile. The maskable one fills its square, the emblem inside the
// central 80% circle that every launcher's mask keeps (https://w3c.github.io/manifest/#icon-masks).
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const page = ({ size, maskable }) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${THEME};border-radius:${maskable ? 0 : size * 0.18}px">
<div style="width:${size * (maskable ? 0.62 : 0.86)}px;height:${size * (maskable ? 0.62 : 0.86)}px">${emblem.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  mkdirSync(out, { recursive: true });
  for (const icon of icons) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon));
    const drawn = await tab.screenshot({ omitBackground: !icon.maskable, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await sharp(drawn).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(path.join(out, icon.file));
    await tab.close();
    console.log(`shell/public/icons/${icon.file}: ${icon.size} x ${icon.size}${icon.maskable ? ', maskable' : ''}`);
  }
} finally {
  await browser.close();
}
