import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CONTROL } from './support/demo-controls';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

interface DayLine {
  readonly appointment: {
    readonly id: string;
    readonly start: string;
    readonly status: string;
    readonly employee: { readonly name: string } | null;
  };
}

/** The date `days` after the real today in Amsterdam, 'YYYY-MM-DD'. */
const dateAhead = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

/**
 * A coming day of the signed-in doctor with two consultations still to happen at different times:
 * the first to be missed, the second to arrive for.
 */
async function twoConsultations(request: APIRequestContext): Promise<[DayLine, DayLine]> {
  for (let days = 1; days <= 14; days += 1) {
    const answer = await request.get(`/api/external/v3/consultations/day?filter[date]=${dateAhead(days)}`);
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as { data: { consultations: DayLine[] } };
    const open = data.consultations.filter((line) =>
      ['planned', 'confirmed'].includes(line.appointment.status),
    );
    const [first] = open;
    const second = open.find(
      (line) => Date.parse(line.appointment.start) > Date.parse(first?.appointment.start ?? ''),
    );
    if (first && second) return [first, second];
  }
  throw new Error('the doctor has no day with two consultations ahead');
}

/** The line of a consultation on the screen, found by its employee and start time. */
const lineOf = (page: Page, line: DayLine) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: line.appointment.employee?.name ?? '' }) })
    .filter({ hasText: startText(line) });

const startText = (line: DayLine) =>
  new Date(line.appointment.start).toLocaleTimeString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  });

test('the physician’s hour shows an arrival with its waiting time, marks a late employee, and a no-show makes the case manager’s task @dev', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'doctor', '/consultation-hour');
  const [missed, arriving] = await twoConsultations(page.request);
  // The back office's clock a quarter of an hour after the first one's start; the page follows it.
  const at = new Date(Date.parse(missed.appointment.start) + 15 * 60_000).toISOString();
  const moved = await page.request.put('/api/__demo/clock', { headers: DEMO_CONTROL, data: { at } });
  expect(moved.ok()).toBe(true);
  await page.reload();

  const late = lineOf(page, missed);
  await expect(late).toContainText(/Te laat: 1[5-9] min na de begintijd/);
  await expect(page.getByText(/Nog \d+ te gaan · 0 wachtend · [1-9]\d* te laat/)).toBeVisible();

  // One keystroke on the line marks the arrival; the line shows its moment and the waiting so far.
  const arrival = lineOf(page, arriving);
  await arrival.getByRole('button', { name: /^Aangekomen: / }).focus();
  await page.keyboard.press('a');
  await expect(page.getByText(`${arriving.appointment.employee?.name ?? ''} is aangekomen.`)).toBeVisible();
  await expect(arrival).toContainText(/Aangekomen om \d{2}:\d{2} · wacht \d+ min/);

  // The late employee does not come: N, and the case manager has a task about it.
  await late.getByRole('button', { name: /^Niet verschenen: / }).focus();
  await page.keyboard.press('n');
  await expect(late).toContainText('Niet verschenen');
  await expect(late).toContainText(/Taak voor .+: opvolgen vóór /);
  await expect(late.getByRole('link', { name: /opnieuw uitnodigen via vrije tijden zoeken$/ })).toBeVisible();
  const day = await page.request.get(`/api/external/v3/consultations/day?filter[date]=${at.slice(0, 10)}`);
  const { data } = (await day.json()) as {
    data: { consultations: (DayLine & { followUp: { status: string } | null })[] };
  };
  const followed = data.consultations.find((line) => line.appointment.id === missed.appointment.id);
  expect(followed?.followUp?.status).toBe('open');
  await expectAccessible(page);

  await page.getByLabel('Taal').selectOption('en');
  await expect(late).toContainText('No-show');
  await expect(late).toContainText(/Task for .+: follow up by /);
  await expect(arrival).toContainText(/Arrived at \d{2}:\d{2} · waiting \d+ min/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhones(page, 'the consultation hour');
});
