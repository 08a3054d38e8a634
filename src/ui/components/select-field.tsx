/** Moved to form/ with the other fields; this path stays for the screens that import it. */
export { SelectField } from './form/select-field';
export type { SelectOption } from './form/select-field';
