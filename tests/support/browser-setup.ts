import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_LAUNCH } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** Only the browser journeys have it. */
    browserEndpoint?: string;
  }
}

/**
 * One Chromium for the browser journeys of a run (ADR 061), which each file connects to (browser.ts): a file's own
 * launch and close cost about 2 s of CPU, as much as many of its journeys. Each file still works in browser contexts of
 * its own, with their own cookies, storage and service workers.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(CHROMIUM_LAUNCH);
  project.provide("browserEndpoint", server.wsEndpoint());
  return () => server.close();
}
