/** The Chromium the tests use: CHROME_PATH, a system Chromium or Chrome, or Playwright's cache. */
export function chromePath(): string | undefined;
