/**
 * Debian's Chromium (`apt-get install chromium`): Playwright cannot download its own browser here.
 * The flags keep a headless run quiet on a machine without a network or a GPU: without the
 * background-networking ones Chromium keeps dialling out and getting refused.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for `chromium.launch()` (benches) and `use.launchOptions` (tests). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs, headless: true };
