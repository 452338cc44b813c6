import { chromium } from 'playwright';
import { spawn } from 'node:child_process';
const server = spawn('npx', ['tsx', 'scripts/serve.ts', 'build/demo'], { env: { ...process.env, PORT: '8600' }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
try {
for (const [page, w] of [['mf-content-carousel', 1200], ['content-carousel-gallery', 1200], ['content-carousel-form-slider', 800], ['content-carousel-ownership-links', 400], ['mf-video-player', 1000]]) {
  const p = await browser.newPage({ viewport: { width: w, height: 900 } });
  const logs = [];
  p.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
  p.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await p.goto(`http://localhost:8600/${page}.html`);
  await p.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/shot-${page}.png`, fullPage: true });
  console.log(page, JSON.stringify(logs));
  await p.close();
}
} finally { await browser.close(); server.kill(); }
