import type { Coordinates, Location } from '../../domain/locations/location';
import type {
  FieldProblem,
  LocationDraft,
  LocationField,
  Problems,
} from '../../domain/locations/location-rules';
import { locationProblems, normalisePostcode } from '../../domain/locations/location-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway, LocationInput } from './location-gateway';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith, textOrNull } from '../platform/record-refusal';

/** The location form: its checked fields, and what the address lookup and the switches add. */
export interface LocationForm extends LocationDraft {
  readonly coordinates: Coordinates | null;
  readonly employerBookable: boolean;
}

const FIELDS: readonly LocationField[] = [
  'name',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'phone',
  'email',
  'activeFrom',
  'activeUntil',
];

/** Creating a location or changing one (POST and PATCH v3/agenda/locations). */
export class SaveLocation {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  check(form: LocationForm): Problems<LocationField> {
    return locationProblems(form);
  }

  /** Creates the location when `id` is null, else changes it. */
  async execute(
    id: string | null,
    form: LocationForm,
  ): Promise<Result<Location, SaveRefusal<LocationField, FieldProblem>>> {
    const problems = this.check(form);
    if (hasProblems(problems) || !form.activeFrom) return fail(invalid(problems));
    const input: LocationInput = {
      name: form.name.trim(),
      address: {
        street: form.street.trim(),
        houseNumber: form.houseNumber.trim(),
        postcode: normalisePostcode(form.postcode),
        city: form.city.trim(),
      },
      coordinates: form.coordinates,
      phone: textOrNull(form.phone),
      email: textOrNull(form.email),
      activeFrom: form.activeFrom,
      activeUntil: form.activeUntil,
      employerBookable: form.employerBookable,
    };
    const result = await saveWith(
      () => (id ? this.locations.updateLocation(id, input) : this.locations.createLocation(input)),
      this.notifier,
      FIELDS,
    );
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'locations.notices.saved',
        values: { name: input.name },
      });
    return result;
  }
}
