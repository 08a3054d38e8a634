declare const brand: unique symbol;

/**
 * A value of type T that has been checked to be a Name: only that value object's parse or factory
 * makes one, so a plain string cannot be passed where, say, a Uuid is expected.
 */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };
