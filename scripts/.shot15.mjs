import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [,, path, width, out, action] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto(`http://localhost:8915/${path}`);
await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
await page.waitForTimeout(800);
if (action) { await eval(action); await page.waitForTimeout(800); }
await page.screenshot({ path: out, fullPage: true });
await browser.close();
