// Copied unchanged from the shared benchmark data (bench/agenda-data.mjs), so figures compare with outside measurements.
// Deterministic agenda data for benchmarks, the same for the portal's own bench and for any other
// calendar measured beside it. Plain JavaScript, no dependencies.
//
//   agendaBenchData({ columns: 50, days: 1, appointments: 1000 })
//
// returns
//   { timeZone, days: ['2026-11-16', …],
//     columns: [{ id, kind: 'user' | 'room' | 'resource', name }],
//     appointments: [{ id, columnId, start, end, title, status }] }
//
// start and end are ISO 8601 local date-times in Europe/Amsterdam without an offset
// ('2026-11-16T09:15:00'); the week of 2026-11-16 has no DST change. Every appointment lies in one
// column, on a working day, between 08:00 and 18:00, 15 to 60 minutes long; columns are two thirds
// people, then rooms, then resources. The named scenarios are the ones the goals are stated for.

export const SCENARIOS = {
  'week-200': { columns: 1, days: 5, appointments: 200 },
  'week-1000': { columns: 1, days: 5, appointments: 1000 },
  'week-5000': { columns: 1, days: 5, appointments: 5000 },
  'day-50x1000': { columns: 50, days: 1, appointments: 1000 },
  'day-500x10000': { columns: 500, days: 1, appointments: 10000 },
};

const FIRST_MONDAY = '2026-11-16';
const STATUSES = ['planned', 'confirmed', 'arrived', 'completed', 'no_show', 'cancelled'];
const TITLES = ['Spreekuur', 'Probleemanalyse', 'Terugkoppeling', 'Preventief consult', 'Werkplekonderzoek', 'Telefonisch consult'];
const PEOPLE = ['Bakker', 'El Haddad', 'De Jong', 'Jansen', 'Visser', 'Smit', 'Meijer', 'De Boer', 'Mulder', 'Yilmaz'];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

function addDays(isoDate, n) {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const two = (n) => String(n).padStart(2, '0');
const clock = (minutes) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:00`;

export function agendaBenchData({ columns = 1, days = 5, appointments = 1000, seed = 42 } = {}) {
  const rnd = random(seed);
  const dayList = Array.from({ length: days }, (_, i) => addDays(FIRST_MONDAY, i));
  const people = Math.max(1, Math.round((columns * 2) / 3));
  const rooms = Math.ceil((columns - people) / 2);
  const columnList = Array.from({ length: columns }, (_, i) => {
    if (i < people) return { id: `u${i}`, kind: 'user', name: `${PEOPLE[i % PEOPLE.length]} ${i + 1}` };
    if (i < people + rooms) return { id: `r${i}`, kind: 'room', name: `Spreekkamer ${i - people + 1}` };
    return { id: `m${i}`, kind: 'resource', name: `Audiometer ${i - people - rooms + 1}` };
  });
  const appointmentList = Array.from({ length: appointments }, (_, i) => {
    const column = columnList[i % columns];
    const day = dayList[Math.floor(i / columns) % days];
    const startMinute = 8 * 60 + Math.floor(rnd() * 36) * 15; // 08:00 … 16:45
    const length = 15 * (1 + Math.floor(rnd() * 4)); // 15 … 60 minutes
    return {
      id: String(i + 1),
      columnId: column.id,
      start: `${day}T${clock(startMinute)}`,
      end: `${day}T${clock(startMinute + length)}`,
      title: `${TITLES[i % TITLES.length]} ${i + 1}`,
      status: STATUSES[Math.floor(rnd() * STATUSES.length)],
    };
  });
  return { timeZone: 'Europe/Amsterdam', days: dayList, columns: columnList, appointments: appointmentList };
}
