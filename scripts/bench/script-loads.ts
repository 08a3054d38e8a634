import type { Page } from 'playwright-core';

const isBuildScript = (url: string): string | null => {
  const path = new URL(url).pathname;
  return path.endsWith('.js') && path.startsWith('/assets/') ? path : null;
};

/**
 * The build's JavaScript files a page fetches, by path, and a wait until it has fetched all it asked
 * for: every script asked for has come and none more is asked for three looks in a row, a quarter of
 * a second apart. Network idle does not do here: the open agenda keeps its change stream open, so its
 * network never goes quiet.
 */
export function scriptLoads(page: Page): { readonly fetched: Set<string>; settled(): Promise<void> } {
  const asked = new Set<string>();
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = isBuildScript(request.url());
    if (path) asked.add(path);
  });
  page.on('response', (response) => {
    const path = isBuildScript(response.url());
    if (path) fetched.add(path);
  });
  return {
    fetched,
    async settled() {
      await page.waitForLoadState('load');
      let quiet = 0;
      let seen = -1;
      for (let look = 0; quiet < 3 && look < 200; look += 1) {
        await page.waitForTimeout(250);
        quiet = asked.size === fetched.size && asked.size === seen ? quiet + 1 : 0;
        seen = asked.size;
      }
    },
  };
}
