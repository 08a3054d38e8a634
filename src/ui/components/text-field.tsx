/** Moved to form/ with the other fields; this path stays for the screens that import it. */
export { TextField } from './form/text-field';
