/**
 * Shared browser set-up for the end-to-end tests: Debian's Chromium driven by playwright-core,
 * against the server e2e/run.mjs started (its address arrives in E2E_BASE_URL).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8000';
export const adminCredentials = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far (console errors are not collected: the spec logs some). */
  pageErrors: Error[];
}

/** A fresh context (own local storage) and page; `width` defaults to a desktop, use 360 for phones. */
export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

let counter = 0;
/** A username no other test run uses: letters, digits and underscores only. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}
