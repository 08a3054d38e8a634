import type {
  LocationsState,
  StoredLocation,
  StoredOperation,
  StoredOperationKind,
  StoredResource,
  StoredResourceType,
  StoredRole,
  StoredRoom,
} from './locations-state';

/**
 * The service's places and kinds of appointment: three locations (Utrecht, Amersfoort, Nijmegen) with
 * their rooms, twenty pieces of equipment of five types, and fifteen operations, medical and not. The
 * agenda's seed books them with its appointments, so records are in use from the start. Addresses,
 * numbers and asset numbers are invented. Ids are fixed, so a reset gives the same records.
 */

const id = (kind: number, n: number) => `e${kind}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const LOCATION_IDS = { utrecht: id(1, 1), amersfoort: id(1, 2), nijmegen: id(1, 3) } as const;
const roomId = (n: number) => id(2, n);
const resourceId = (n: number) => id(3, n);
const typeId = (n: number) => id(4, n);
const operationId = (n: number) => id(5, n);

export const RESOURCE_TYPE_IDS = {
  audiometer: typeId(1),
  spirometer: typeId(2),
  ecg: typeId(3),
  eyeChart: typeId(4),
  lungFunction: typeId(5),
} as const;
const T = RESOURCE_TYPE_IDS;

const RESOURCE_TYPES: readonly StoredResourceType[] = [
  {
    id: T.audiometer,
    name: 'Audiometer',
    description: 'Toonaudiometer voor gehooronderzoek bij lawaaiwerk; jaarlijks gekalibreerd.',
  },
  { id: T.spirometer, name: 'Spirometer', description: 'Spirometer voor de blaastest (FEV1 en FVC).' },
  { id: T.ecg, name: 'ECG-apparaat', description: '12-kanaals ECG voor keuringen en periodiek onderzoek.' },
  {
    id: T.eyeChart,
    name: 'Oogtestkaart',
    description: 'Snellen-kaart en Ishihara-platen voor de visus- en kleurenzientest.',
  },
  {
    id: T.lungFunction,
    name: 'Longfunctieset',
    description: 'Volledige longfunctieset met reversibiliteitstest, voor werk met stof en dampen.',
  },
];

type OperationSeed = Omit<StoredOperation, 'id' | 'kind'>;

const op = (
  code: string,
  nameNl: string,
  nameEn: string,
  minutes: readonly [number, number, number],
  roles: StoredRole[],
  options: {
    room?: boolean;
    types?: string[];
    medical?: boolean;
    employer?: boolean;
    colour: string;
  },
): OperationSeed => ({
  nameNl,
  nameEn,
  code,
  durationMinutes: minutes[0],
  bufferBeforeMinutes: minutes[1],
  bufferAfterMinutes: minutes[2],
  roles,
  needsRoom: options.room ?? true,
  resourceTypeIds: options.types ?? [],
  medical: options.medical ?? false,
  employerBookable: options.employer ?? false,
  colour: options.colour,
});

const OPERATION_SEEDS: readonly OperationSeed[] = [
  op(
    'SPR-BA',
    'Spreekuur bedrijfsarts',
    'Occupational physician consultation',
    [30, 0, 5],
    ['occupational_physician'],
    {
      employer: true,
      colour: '#1f6feb',
    },
  ),
  op('SPR-CM', 'Spreekuur casemanager', 'Case manager consultation', [45, 0, 5], ['case_manager'], {
    employer: true,
    colour: '#2da44e',
  }),
  op(
    'DRIE',
    'Driegesprek werkgever en werknemer',
    'Tripartite meeting with employer and employee',
    [60, 5, 10],
    ['occupational_physician', 'case_manager'],
    { employer: true, colour: '#8250df' },
  ),
  op('OPEN-SPR', 'Open spreekuur', 'Open consultation', [20, 0, 5], ['occupational_physician', 'nurse'], {
    medical: true,
    colour: '#0969da',
  }),
  op(
    'PMO',
    'Periodiek medisch onderzoek',
    'Periodic health examination',
    [60, 5, 10],
    ['occupational_physician', 'nurse'],
    { types: [T.audiometer, T.spirometer, T.eyeChart], medical: true, colour: '#bf3989' },
  ),
  op('AUDIO', 'Audiometrie', 'Audiometry', [20, 0, 5], ['nurse', 'occupational_physician'], {
    types: [T.audiometer],
    medical: true,
    colour: '#cf222e',
  }),
  op('SPIRO', 'Spirometrie', 'Spirometry', [20, 0, 5], ['nurse'], {
    types: [T.spirometer],
    medical: true,
    colour: '#d1242f',
  }),
  op('LONGF', 'Longfunctieonderzoek', 'Lung function test', [30, 5, 5], ['nurse', 'occupational_physician'], {
    types: [T.lungFunction],
    medical: true,
    colour: '#a40e26',
  }),
  op('ECG', 'Hartfilmpje (ECG)', 'Electrocardiogram (ECG)', [20, 0, 5], ['nurse', 'occupational_physician'], {
    types: [T.ecg],
    medical: true,
    colour: '#9a6700',
  }),
  op('OOG-BSW', 'Oogtest beeldschermwerk', 'Eye test for screen work', [15, 0, 0], ['nurse'], {
    types: [T.eyeChart],
    medical: true,
    colour: '#bc4c00',
  }),
  op(
    'VACC-HEPB',
    'Vaccinatie hepatitis B',
    'Hepatitis B vaccination',
    [15, 0, 5],
    ['nurse', 'occupational_physician'],
    {
      medical: true,
      colour: '#1a7f37',
    },
  ),
  op('PSY', 'Psychologisch consult', 'Psychological consultation', [50, 0, 10], ['psychologist'], {
    medical: true,
    colour: '#6639ba',
  }),
  op('WPO', 'Werkplekonderzoek', 'Workplace assessment', [90, 15, 15], ['occupational_health_expert'], {
    room: false,
    employer: true,
    colour: '#57606a',
  }),
  op(
    'AD-ONDERZ',
    'Arbeidsdeskundig onderzoek',
    'Labour expert assessment',
    [90, 10, 15],
    ['occupational_health_expert'],
    { employer: true, colour: '#0550ae' },
  ),
  op(
    'CASUS',
    'Casuïstiekoverleg',
    'Case review meeting',
    [60, 0, 0],
    ['occupational_physician', 'case_manager', 'nurse'],
    { colour: '#6e7781' },
  ),
];

/** Each operation's neutral kind: what a planner may read where the operation is withheld. */
const KIND_OF: Readonly<Record<string, StoredOperationKind>> = {
  DRIE: 'conversation',
  PMO: 'examination',
  AUDIO: 'examination',
  SPIRO: 'examination',
  LONGF: 'examination',
  ECG: 'examination',
  'OOG-BSW': 'examination',
  WPO: 'examination',
  'AD-ONDERZ': 'examination',
  CASUS: 'meeting',
};

const OPERATIONS: readonly StoredOperation[] = OPERATION_SEEDS.map((seed, index) => ({
  id: operationId(index + 1),
  ...seed,
  kind: KIND_OF[seed.code] ?? 'consultation',
}));

const operationCoded = (code: string): StoredOperation => {
  const found = OPERATIONS.find((operation) => operation.code === code);
  if (!found) throw new Error(`No seeded operation ${code}`);
  return found;
};
const offering = (codes: readonly string[]) => codes.map((code) => operationCoded(code).id);

const LOCATIONS: readonly StoredLocation[] = [
  {
    id: LOCATION_IDS.utrecht,
    name: 'Arbo Agenda Utrecht',
    street: 'Croeselaan',
    houseNumber: '28',
    postcode: '3521 CB',
    city: 'Utrecht',
    latitude: 52.0857,
    longitude: 5.1093,
    phone: '030 760 41 00',
    email: 'utrecht@arbo-agenda.example',
    activeFrom: '2019-01-01',
    activeUntil: null,
    employerBookable: true,
    // Everything but the psychological consultation: no psychologist works for the service yet.
    operationIds: OPERATIONS.filter((operation) => operation.code !== 'PSY').map((operation) => operation.id),
  },
  {
    id: LOCATION_IDS.amersfoort,
    name: 'Arbo Agenda Amersfoort',
    street: 'Smallepad',
    houseNumber: '30',
    postcode: '3811 MG',
    city: 'Amersfoort',
    latitude: 52.157,
    longitude: 5.3778,
    phone: '033 460 27 50',
    email: 'amersfoort@arbo-agenda.example',
    activeFrom: '2021-03-01',
    activeUntil: null,
    employerBookable: true,
    operationIds: offering([
      'SPR-BA',
      'SPR-CM',
      'DRIE',
      'OPEN-SPR',
      'PMO',
      'AUDIO',
      'SPIRO',
      'ECG',
      'OOG-BSW',
      'WPO',
      'AD-ONDERZ',
      'CASUS',
    ]),
  },
  {
    id: LOCATION_IDS.nijmegen,
    name: 'Arbo Agenda Nijmegen',
    street: 'Kerkenbos',
    houseNumber: '1059',
    postcode: '6546 BB',
    city: 'Nijmegen',
    latitude: 51.8251,
    longitude: 5.7939,
    phone: '024 373 18 20',
    email: 'nijmegen@arbo-agenda.example',
    activeFrom: '2022-09-01',
    activeUntil: null,
    employerBookable: false,
    operationIds: offering([
      'SPR-BA',
      'SPR-CM',
      'DRIE',
      'OPEN-SPR',
      'AUDIO',
      'SPIRO',
      'LONGF',
      'ECG',
      'OOG-BSW',
      'VACC-HEPB',
      'CASUS',
    ]),
  },
];

const room = (
  n: number,
  locationId: string,
  name: string,
  floor: string | null,
  capacity: number,
  wheelchairAccessible: boolean,
  resourceTypeIds: string[] = [],
  active = true,
): StoredRoom => ({
  id: roomId(n),
  locationId,
  name,
  floor,
  capacity,
  wheelchairAccessible,
  resourceTypeIds,
  active,
});

const { utrecht: UT, amersfoort: AM, nijmegen: NM } = LOCATION_IDS;

const ROOMS: readonly StoredRoom[] = [
  room(1, UT, 'Spreekkamer 1.01', '1', 3, true),
  room(2, UT, 'Spreekkamer 1.02', '1', 3, true),
  room(3, UT, 'Spreekkamer 1.03', '1', 2, false),
  // The audiometry booth: room for the one tested and the one testing, so audiometry is booked here rather
  // than in a consulting room. Its name, read by the planners who book it, names no examination: a
  // planner who may not know what is done there sees an examination room like any other.
  room(4, UT, 'Onderzoeksruimte 0.04', '0', 2, true, [T.audiometer]),
  room(5, UT, 'Onderzoeksruimte 0.05', '0', 2, true, [T.ecg, T.lungFunction]),
  room(6, UT, 'Vergaderzaal 2.01', '2', 12, false),
  room(7, AM, 'Spreekkamer A', '0', 3, true),
  room(8, AM, 'Spreekkamer B', '0', 3, true),
  room(9, AM, 'Spreekkamer C', '1', 2, false),
  room(10, AM, 'Onderzoekskamer', '0', 2, true, [T.audiometer]),
  room(11, AM, 'Overlegruimte', '1', 8, false),
  room(12, NM, 'Spreekkamer 1', '0', 3, true),
  room(13, NM, 'Spreekkamer 2', '0', 3, true),
  // Where Nijmegen's audiometer stands (resource AUD-NM-001), so audiometry goes here too.
  room(14, NM, 'Onderzoekskamer', '1', 2, false, [T.ecg, T.audiometer]),
  room(15, NM, 'Groepsruimte', '1', 10, false),
  room(16, NM, 'Spreekkamer 3 (verbouwing)', '1', 2, false, [], false),
];

const resource = (
  n: number,
  locationId: string,
  name: string,
  resourceTypeId: string,
  assetNumber: string | null,
  roomN: number | null,
  active = true,
): StoredResource => ({
  id: resourceId(n),
  locationId,
  name,
  resourceTypeId,
  assetNumber,
  roomId: roomN === null ? null : roomId(roomN),
  active,
});

const RESOURCES: readonly StoredResource[] = [
  resource(1, UT, 'Audiometer Interacoustics AD629', T.audiometer, 'AUD-UT-001', 4),
  resource(2, UT, 'Audiometer Madsen Astera', T.audiometer, 'AUD-UT-002', 4),
  resource(3, UT, 'Spirometer Vyntus One', T.spirometer, 'SPI-UT-001', 5),
  resource(4, UT, 'Spirometer EasyOne Air (mobiel)', T.spirometer, 'SPI-UT-002', null),
  resource(5, UT, 'ECG Cardiax', T.ecg, 'ECG-UT-001', 5),
  resource(6, UT, 'Oogtestkaart Snellen', T.eyeChart, 'OOG-UT-001', 1),
  resource(7, UT, 'Longfunctieset MasterScreen', T.lungFunction, 'LF-UT-001', 5),
  resource(8, AM, 'Audiometer Interacoustics AD226', T.audiometer, 'AUD-AM-001', 10),
  resource(9, AM, 'Audiometer draagbaar', T.audiometer, 'AUD-AM-002', null),
  resource(10, AM, 'Spirometer Vyntus One', T.spirometer, 'SPI-AM-001', 10),
  resource(11, AM, 'ECG Cardiax', T.ecg, 'ECG-AM-001', 10),
  resource(12, AM, 'Oogtestkaart Snellen', T.eyeChart, 'OOG-AM-001', 7),
  resource(13, AM, 'Ishihara-kleurentest', T.eyeChart, 'OOG-AM-002', null),
  resource(14, NM, 'Audiometer Interacoustics AD629', T.audiometer, 'AUD-NM-001', 14),
  resource(15, NM, 'Audiometer reserve (in reparatie)', T.audiometer, 'AUD-NM-002', null, false),
  resource(16, NM, 'Spirometer EasyOne Air', T.spirometer, 'SPI-NM-001', 14),
  resource(17, NM, 'ECG Cardiax', T.ecg, 'ECG-NM-001', 14),
  resource(18, NM, 'ECG draagbaar', T.ecg, null, null),
  resource(19, NM, 'Oogtestkaart Snellen', T.eyeChart, 'OOG-NM-001', 12),
  resource(20, NM, 'Longfunctieset draagbaar', T.lungFunction, 'LF-NM-001', 14),
];

/** The area's part of a fresh state; the audit log starts empty. */
export function seedLocations(): LocationsState {
  const copy = <T extends object>(records: readonly T[]): T[] => structuredClone([...records]);
  return {
    locations: copy(LOCATIONS),
    rooms: copy(ROOMS),
    resources: copy(RESOURCES),
    resourceTypes: copy(RESOURCE_TYPES),
    operations: copy(OPERATIONS),
    auditLog: [],
  };
}
