import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile (playwright-core never downloads a browser). */
export async function openBrowser(
  baseURL: string,
  viewport = { width: 1280, height: 860 },
): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'market-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport,
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const shots = path.resolve('test-results/screenshots');
  mkdirSync(shots, { recursive: true });
  return {
    context,
    page,
    screenshot: async (name) => {
      await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
