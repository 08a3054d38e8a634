declare const resolvesTo: unique symbol;

/**
 * The identifier a port is bound to and asked for by, carrying the type it resolves to, so the
 * composition root's binding helper can check a factory's parameters against the tokens it lists.
 * A token has the name of its interface: `export const Clock = token<Clock>('Clock')`.
 */
export type Token<T> = symbol & { readonly [resolvesTo]?: T };

export function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}
