import { Temporal } from 'temporal-polyfill';
import type { UrlCodec } from './list-request';

/**
 * Codecs for the usual filter values. Each reads back exactly what it writes, and refuses anything
 * else, so a crafted link cannot put an unexpected value into a request.
 */

/** One of a fixed set of words, or none (null, written as `noneAs` when that differs from the default). */
export function oneOf<const T extends string>(
  values: readonly T[],
  options: { param?: string; noneAs?: string } = {},
): UrlCodec<T | null> {
  return {
    ...(options.param ? { param: options.param } : {}),
    parse: (text) =>
      options.noneAs !== undefined && text === options.noneAs
        ? null
        : (values as readonly string[]).includes(text)
          ? (text as T)
          : undefined,
    format: (value) => value ?? options.noneAs ?? null,
  };
}

const ID = /^[\w-]{1,64}$/;

/** An identifier (letters, digits, - and _, at most 64), or none (written as `noneAs` when given). */
export function identifier(options: { param?: string; noneAs?: string } = {}): UrlCodec<string | null> {
  return {
    ...(options.param ? { param: options.param } : {}),
    parse: (text) =>
      options.noneAs !== undefined && text === options.noneAs ? null : ID.test(text) ? text : undefined,
    format: (value) => value ?? options.noneAs ?? null,
  };
}

/** A calendar date as yyyy-mm-dd, or none. */
export function plainDate(options: { param?: string } = {}): UrlCodec<Temporal.PlainDate | null> {
  return {
    ...(options.param ? { param: options.param } : {}),
    parse: (text) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
      try {
        return Temporal.PlainDate.from(text, { overflow: 'reject' });
      } catch {
        return undefined;
      }
    },
    format: (value) => value?.toString() ?? null,
  };
}

/** A yes/no filter written as 1 or 0. */
export function flag(options: { param?: string } = {}): UrlCodec<boolean> {
  return {
    ...(options.param ? { param: options.param } : {}),
    parse: (text) => (text === '1' ? true : text === '0' ? false : undefined),
    format: (value) => (value ? '1' : '0'),
  };
}
