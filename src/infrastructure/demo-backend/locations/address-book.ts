import { fold } from '../platform/list-kit';

/**
 * The address lookup's built-in list: real-looking Dutch addresses (streets, postcodes, cities and
 * their coordinates) that the demo backend suggests instead of asking Google Places; it never goes to
 * the internet. The numbers and postcodes are made up to fit the streets.
 */
export interface BookAddress {
  readonly placeId: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
}

type Row = readonly [
  street: string,
  houseNumber: string,
  postcode: string,
  city: string,
  lat: number,
  lon: number,
];

const ROWS: readonly Row[] = [
  ['Croeselaan', '28', '3521 CB', 'Utrecht', 52.0857, 5.1093],
  ['Catharijnesingel', '47', '3511 GC', 'Utrecht', 52.089, 5.115],
  ['Oudegracht', '245', '3511 NM', 'Utrecht', 52.0881, 5.1212],
  ['Vredenburg', '40', '3511 BD', 'Utrecht', 52.0925, 5.1145],
  ['Europalaan', '93', '3526 KP', 'Utrecht', 52.0731, 5.1112],
  ['Burgemeester Reigerstraat', '67', '3581 KM', 'Utrecht', 52.0878, 5.1338],
  ['Biltstraat', '106', '3572 BJ', 'Utrecht', 52.0942, 5.1329],
  ['Smallepad', '30', '3811 MG', 'Amersfoort', 52.157, 5.3778],
  ['Stationsplein', '9', '3818 LE', 'Amersfoort', 52.1532, 5.3741],
  ['Utrechtseweg', '160', '3818 ES', 'Amersfoort', 52.1503, 5.3718],
  ['Kerkenbos', '1059', '6546 BB', 'Nijmegen', 51.8251, 5.7939],
  ['Keizer Karelplein', '32', '6511 NH', 'Nijmegen', 51.842, 5.856],
  ['Sint Annastraat', '120', '6524 GS', 'Nijmegen', 51.8333, 5.8561],
  ['Graafseweg', '274', '6532 ZV', 'Nijmegen', 51.8361, 5.8302],
  ['Herengracht', '420', '1017 BZ', 'Amsterdam', 52.366, 4.89],
  ['Curaçaostraat', '12', '1058 BW', 'Amsterdam', 52.364, 4.857],
  ['De Boelelaan', '1105', '1081 HV', 'Amsterdam', 52.334, 4.866],
  ['Coolsingel', '40', '3011 AD', 'Rotterdam', 51.922, 4.479],
  ['Weena', '505', '3013 AL', 'Rotterdam', 51.923, 4.47],
  ['Lange Voorhout', '9', '2514 EA', 'Den Haag', 52.082, 4.312],
  ['Prinses Beatrixlaan', '582', '2595 BM', 'Den Haag', 52.078, 4.338],
  ['Stationsplein', '17', '5611 AC', 'Eindhoven', 51.443, 5.48],
  ['Vestdijk', '30', '5611 CB', 'Eindhoven', 51.439, 5.4805],
  ['Grote Markt', '1', '9711 LV', 'Groningen', 53.219, 6.568],
  ['Paterswoldseweg', '810', '9728 BM', 'Groningen', 53.195, 6.55],
  ['Spoorlaan', '350', '5038 CC', 'Tilburg', 51.56, 5.083],
  ['Jansbuitensingel', '7', '6811 AA', 'Arnhem', 51.983, 5.905],
  ['Luttenbergstraat', '2', '8012 EE', 'Zwolle', 52.506, 6.096],
  ['Onderwijsboulevard', '215', '5223 DE', "'s-Hertogenbosch", 51.689, 5.287],
  ['Tesselschadestraat', '4', '8913 HB', 'Leeuwarden', 53.2, 5.794],
  ['Vrijthof', '18', '6211 LD', 'Maastricht', 50.849, 5.689],
  ['Laan van Westroijen', '2', '4003 AZ', 'Tiel', 51.887, 5.42],
  ['Nijmeegseweg', '24', '5916 PT', 'Venlo', 51.38, 6.17],
  ['Stationsplein', '2', '4811 BB', 'Breda', 51.595, 4.78],
  ['Hengelosestraat', '500', '7521 AN', 'Enschede', 52.226, 6.87],
  ['Brink', '1', '7411 BR', 'Deventer', 52.254, 6.16],
  ['Grote Markt', '2', '2011 RD', 'Haarlem', 52.381, 4.637],
  ['Breestraat', '117', '2311 CL', 'Leiden', 52.159, 4.49],
  ['Markt', '87', '2611 GW', 'Delft', 52.012, 4.359],
  ['Markt', '1', '2801 JG', 'Gouda', 52.011, 4.71],
  ['Stationsplein', '20', '7311 NZ', 'Apeldoorn', 52.21, 5.964],
  ['Stadhuisplein', '1', '1315 HR', 'Almere', 52.371, 5.221],
  ['Stationsweg', '2', '6711 PM', 'Ede', 52.029, 5.665],
  ['Hoofdstraat', '98', '9203 KJ', 'Drachten', 53.108, 6.098],
];

export const ADDRESS_BOOK: readonly BookAddress[] = ROWS.map(
  ([street, houseNumber, postcode, city, latitude, longitude], index) => ({
    placeId: `ChIJdemoNL${String(index + 1).padStart(4, '0')}`,
    street,
    houseNumber,
    postcode,
    city,
    latitude,
    longitude,
  }),
);

export const MAX_SUGGESTIONS = 5;
/** Fewer characters than this suggest nothing. */
export const MIN_INPUT = 2;

/** One line, as a suggestion shows it: "Croeselaan 28, 3521 CB Utrecht". */
export const describe = (address: BookAddress): string =>
  `${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}`;

const haystacks = new Map(
  ADDRESS_BOOK.map((address) => [
    address.placeId,
    fold(
      `${address.street} ${address.houseNumber} ${address.postcode} ${address.postcode.replace(' ', '')} ${address.city}`,
    ),
  ]),
);

/**
 * The addresses matching what was typed: every word of it occurs in the street, house number,
 * postcode (with or without its space) or city, case and accents ignored. Those whose street or city
 * begins with the first word come first; at most five.
 */
export function suggest(input: string): BookAddress[] {
  const words = fold(input)
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);
  if (fold(input).replace(/[\s,]+/g, '').length < MIN_INPUT || words.length === 0) return [];
  const first = words[0] ?? '';
  const matches = ADDRESS_BOOK.filter((address) => {
    const haystack = haystacks.get(address.placeId) ?? '';
    return words.every((word) => haystack.includes(word));
  });
  const rank = (address: BookAddress) =>
    fold(address.street).startsWith(first) || fold(address.city).startsWith(first) ? 0 : 1;
  return matches.sort((a, b) => rank(a) - rank(b)).slice(0, MAX_SUGGESTIONS);
}

export const addressByPlaceId = (placeId: string): BookAddress | null =>
  ADDRESS_BOOK.find((address) => address.placeId === placeId) ?? null;
