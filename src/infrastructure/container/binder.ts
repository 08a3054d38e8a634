import type { BindInWhenOnFluentSyntax, ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { ContainerModule } from 'inversify';
import type { Token } from '../../application/platform/token';

type Constructor<T> = abstract new (...args: never[]) => T;

/** What can be bound and asked for: a port's token, or a class (adapter, use case, view-model). */
export type Id<T> = Token<T> | Constructor<T>;

/** The values a list of identifiers resolves to, in order. */
export type Resolved<D extends readonly unknown[]> = {
  -readonly [K in keyof D]: D[K] extends Token<infer T> ? T : D[K] extends Constructor<infer I> ? I : never;
};

/**
 * The one way bindings are made. The factory's parameters are typed from the identifiers it lists, so
 * a swapped or missing dependency does not compile; nothing relies on decorator metadata.
 */
export interface Binder {
  /** A value that exists already (a browser object, a constant). */
  value<T>(id: Id<T>, value: T): void;
  /** Made by `make` from the listed dependencies; anew for each request unless put in singleton scope. */
  factory<T, const D extends readonly Id<unknown>[]>(
    id: Id<T>,
    deps: D,
    make: (...args: Resolved<D>) => T,
  ): BindInWhenOnFluentSyntax<T>;
  /** A class made with `new` from the listed dependencies, which must match its constructor. */
  construct<T, const D extends readonly Id<unknown>[]>(
    Class: new (...args: Resolved<D>) => T,
    deps: D,
  ): BindInWhenOnFluentSyntax<T>;
  /** Hands out the same instance as `source` under another identifier (an adapter under its port). */
  alias<T, S extends T>(id: Id<T>, source: Id<S>): void;
  /** An object of factories; each call of one resolves `id` anew (view-model factories for the UI). */
  factories<T extends object>(id: Id<T>, make: (get: <S>(source: Id<S>) => S) => T): void;
}

/** A container module that also knows what it binds, so a test can resolve every binding. */
export interface PortalModule {
  readonly module: ContainerModule;
  readonly bound: readonly Id<unknown>[];
}

/** Inversify's own identifier type; a token is a symbol and a class a newable, both of which it takes. */
const sid = <T>(id: Id<T>) => id as ServiceIdentifier<T>;

export function portalModule(register: (binder: Binder) => void): PortalModule {
  const bound: Id<unknown>[] = [];
  const module = new ContainerModule((options: ContainerModuleLoadOptions) => {
    const { bind } = options;
    const binder: Binder = {
      value: (id, value) => {
        bound.push(id);
        bind(sid(id)).toConstantValue(value);
      },
      factory: (id, deps, make) => {
        bound.push(id);
        return bind(sid(id)).toResolvedValue(
          (...args: unknown[]) => make(...(args as Resolved<typeof deps>)),
          deps.map(sid),
        );
      },
      construct: (Class, deps) => {
        bound.push(Class);
        return bind(sid<unknown>(Class) as ServiceIdentifier<InstanceType<typeof Class>>).toResolvedValue(
          (...args: unknown[]) => new Class(...(args as Resolved<typeof deps>)),
          deps.map(sid),
        );
      },
      alias: (id, source) => {
        bound.push(id);
        bind(sid(id)).toResolvedValue((value: unknown) => value as never, [sid(source)]);
      },
      factories: (id, make) => {
        bound.push(id);
        bind(sid(id)).toDynamicValue((context) => make(<S>(source: Id<S>) => context.get(sid(source))));
      },
    };
    register(binder);
  });
  return { module, bound };
}
