/** The shape a translation must have: the Dutch one's keys, each with any text. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
