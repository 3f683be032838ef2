import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address (portal.ts connects each test file's browser to it). */
    chromiumEndpoint: string;
  }
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * One Chromium for the whole browser project, started before the first file: each file connects
 * to it instead of starting its own (every window is still its own context: storage, cookies and
 * service workers apart).
 */
export default async function startSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
