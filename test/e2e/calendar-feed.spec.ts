import type { Page } from '@playwright/test';
import { parseCalendar } from '../support/ical-expansion';
import { DEMO_CONTROL } from './support/demo-controls';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

const DAY = 86_400_000;

/** The names of the employees of the signed-in professional's appointments the feed covers. */
async function employeeNames(page: Page): Promise<string[]> {
  const clock = (await (await page.request.get('/api/__demo/clock', { headers: DEMO_CONTROL })).json()) as {
    data: { now: string };
  };
  const now = Date.parse(clock.data.now);
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const answer = await page.request.get(
    `/api/external/v3/agenda/appointments?filter[mine]=true&filter[from]=${day(-31)}&filter[until]=${day(181)}`,
  );
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { employeeName: string | null }[] };
  return [
    ...new Set(data.flatMap((appointment) => (appointment.employeeName ? [appointment.employeeName] : []))),
  ];
}

test('a physician turns on a private calendar subscription: its address shown once, a feed of their appointments naming no employee with each series one RRULE event; turned off, the address is gone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, 'doctor', '/main');
  const part = page.getByRole('region', { name: 'Agenda-abonnement' });
  await expect(part.getByText('Het agenda-abonnement staat uit.')).toBeVisible();
  await part.getByRole('button', { name: 'Agenda-abonnement aanzetten' }).click();

  // The address, once: on the page's own origin with its secret token, the focus on it, to copy.
  const address = part.getByRole('textbox', { name: 'Abonnementsadres' });
  await expect(address).toBeFocused();
  const url = await address.inputValue();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(url).toMatch(/\/api\/feeds\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
  await part.getByRole('button', { name: 'Adres kopiëren' }).click();
  await expect(part.getByText('Het adres is gekopieerd.')).toBeVisible();
  await expect(part.getByText(/^Het agenda-abonnement staat aan sinds /)).toBeVisible();
  await expectAccessible(page);

  // What a calendar program reads there: Mozilla's parser finds the weekly series as one recurring
  // event, and the file names none of the employees the physician sees.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
  const { recurring, occurrences } = parseCalendar(text);
  expect(recurring).toHaveLength(1);
  const [series] = recurring;
  expect(String(series?.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;/);
  const uid = String(series?.getFirstPropertyValue('uid'));
  expect(occurrences.filter((occurrence) => occurrence.uid === uid).length).toBeGreaterThan(1);
  const names = await employeeNames(page);
  expect(names.length).toBeGreaterThan(0);
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  for (const name of names) expect(unfolded).not.toContain(name);

  // Hidden, the address is never shown again; the part says the feed is on and was fetched.
  await part.getByRole('button', { name: 'Klaar, adres verbergen' }).click();
  await expect(address).toHaveCount(0);
  await page.reload();
  await expect(part.getByText(/^Het agenda-abonnement staat aan sinds /)).toBeVisible();
  await expect(part).toContainText('Een agenda-app haalde het voor het laatst op');
  await expect(part.getByRole('textbox', { name: 'Abonnementsadres' })).toHaveCount(0);

  // In English, on a phone.
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
  const english = page.getByRole('region', { name: 'Calendar subscription' });
  await expect(english.getByText(/^The calendar subscription has been on since /)).toBeVisible();
  await expect(english).toContainText('Google Calendar: about every 12 to 24 hours, sometimes longer.');
  await expect(english).toContainText('Outlook: on outlook.com about every 3 hours, sometimes longer.');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhones(page, 'the calendar subscription');
  await expectAccessible(page);

  // Turned off, asked once more: the address answers 404 and says nothing more.
  await english.getByRole('button', { name: 'Turn off the calendar subscription' }).click();
  await expect(english.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await english.getByRole('button', { name: 'Yes, turn it off' }).click();
  await expect(english.getByText('The calendar subscription is off.')).toBeVisible();
  await expect(english.getByRole('button', { name: 'Turn on the calendar subscription' })).toBeFocused();
  const gone = await page.request.get(url);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toBe('');
  await expectAccessible(page);
});
