import { expect, expectAccessible, test } from './support/portal-test';

/**
 * A page of the tests' own at the portal's address (never served by the portal): a table of a hundred
 * rows, each row given by `row(index)`, with one faint style.
 */
async function openTable(
  page: import('@playwright/test').Page,
  row: (index: number) => string,
): Promise<void> {
  const rows = Array.from({ length: 100 }, (_, index) => row(index)).join('');
  await page.route('**/__scan-check', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Scan check</title>
        <link rel="stylesheet" href="/__scan-check.css"></head><body><main><h1>Rows</h1>
        <table><thead><tr><th>Task</th><th>State</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
    }),
  );
  await page.route('**/__scan-check.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: '.faint { color: #c8c8c8; } body { color: #1d2430; }' }),
  );
  await page.goto('/__scan-check');
}

test('the scan weighs the contrast of every kind of table row: a faint row among a hundred alike is found', async ({
  page,
}) => {
  await openTable(page, (index) =>
    index === 57
      ? `<tr><td>Task ${index}</td><td><span class="faint">closed</span></td></tr>`
      : `<tr><td>Task ${index}</td><td><span>open</span></td></tr>`,
  );
  await expect(expectAccessible(page)).rejects.toThrow(/color-contrast/);
  // The end-of-test scan leaves the contrast to the tests' own scans; this one has seen it.
  await page.unrouteAll();
  await page.goto('/login');
});

test('the scan finds a faint text in rows that differ only in what they say', async ({ page }) => {
  await openTable(
    page,
    (index) => `<tr><td>Task ${index}</td><td><span class="faint">state ${index}</span></td></tr>`,
  );
  await expect(expectAccessible(page)).rejects.toThrow(/color-contrast/);
  await page.unrouteAll();
  await page.goto('/login');
});
