import type { LaunchOptions } from "playwright-core";

/**
 * The features Playwright 1.65 turns off in Chromium (its `chromiumSwitches.ts`). Chromium reads only the last
 * `--disable-features` on its command line, so the one below must name them again; tests/e2e/context-pool.test.ts fails
 * when Playwright's list has one this does not.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium draws the address bar's suggestions as a web page, and makes it ready in a renderer process of its own for
 * every window, before anyone types. Headless, every Playwright page is a window: measured, the popup cost 1.2–1.6 s
 * of CPU for each page a test opened, more than the test's own page, for a popup no test can open (ADR 063).
 */
const ADDRESS_BAR_POPUP = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** Debian's Chromium, headless; the network beyond our server is closed here, so its background traffic is off. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP].join(",")}`,
  ],
};
