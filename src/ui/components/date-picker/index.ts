export { DatePickerField } from './date-picker-field';
export type { DatePickerFieldProps } from './date-picker-field';
export { TimePickerField } from './time-picker-field';
export type { TimePickerFieldProps } from './time-picker-field';
