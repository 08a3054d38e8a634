/** The part of an error code after its area prefix: `login.locked` → `locked`. */
type Rest<Code, Prefix extends string> = Code extends `${Prefix}.${infer Name}` ? Name : never;

/**
 * The translation key of an expected failure: the code `login.locked` under the group `login.errors`
 * is `login.errors.locked`. Typed from the code's union, so a code without a text fails the typecheck.
 */
export function errorKey<
  const Group extends string,
  const Prefix extends string,
  Code extends `${Prefix}.${string}`,
>(group: Group, prefix: Prefix, code: Code): `${Group}.${Rest<Code, Prefix>}` {
  return `${group}.${code.slice(prefix.length + 1)}` as `${Group}.${Rest<Code, Prefix>}`;
}
