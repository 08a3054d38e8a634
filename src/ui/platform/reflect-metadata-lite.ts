/**
 * The part of the Metadata Reflection API that the container (inversify) reads and writes:
 * `Reflect.defineMetadata`, `getOwnMetadata`, `getMetadata` (along the prototype chain), their `has`
 * and `keys` companions and `deleteMetadata`, kept in a WeakMap per object and property. It stands in
 * for `reflect-metadata/lite` (vite.config.ts), whose fuller implementation cost the sign-in page some
 * 2.5 KB: the portal binds by explicit token only and uses no decorators, so no metadata is emitted.
 * An existing implementation (another library's) is left as it is.
 */
type Key = string | symbol | undefined;
type Store = Map<Key, Map<unknown, unknown>>;

const stores = new WeakMap<object, Store>();

function ownStore(target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined {
  let store = stores.get(target);
  if (!store) {
    if (!create) return undefined;
    store = new Map();
    stores.set(target, store);
  }
  let entries = store.get(property);
  if (!entries && create) {
    entries = new Map();
    store.set(property, entries);
  }
  return entries;
}

/** The chain of objects a lookup walks: the target, then its prototypes. */
function* chainOf(target: object): Generator<object> {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current))
    yield current;
}

const metadata = {
  defineMetadata(key: unknown, value: unknown, target: object, property?: Key): void {
    ownStore(target, property, true)?.set(key, value);
  },
  hasOwnMetadata(key: unknown, target: object, property?: Key): boolean {
    return ownStore(target, property, false)?.has(key) ?? false;
  },
  getOwnMetadata(key: unknown, target: object, property?: Key): unknown {
    return ownStore(target, property, false)?.get(key);
  },
  hasMetadata(key: unknown, target: object, property?: Key): boolean {
    for (const link of chainOf(target)) if (ownStore(link, property, false)?.has(key)) return true;
    return false;
  },
  getMetadata(key: unknown, target: object, property?: Key): unknown {
    for (const link of chainOf(target)) {
      const entries = ownStore(link, property, false);
      if (entries?.has(key)) return entries.get(key);
    }
    return undefined;
  },
  getOwnMetadataKeys(target: object, property?: Key): unknown[] {
    return [...(ownStore(target, property, false)?.keys() ?? [])];
  },
  getMetadataKeys(target: object, property?: Key): unknown[] {
    const keys = new Set<unknown>();
    for (const link of chainOf(target))
      for (const key of ownStore(link, property, false)?.keys() ?? []) keys.add(key);
    return [...keys];
  },
  deleteMetadata(key: unknown, target: object, property?: Key): boolean {
    return ownStore(target, property, false)?.delete(key) ?? false;
  },
};

/** The functions it offers, by name. */
export const METADATA_FUNCTIONS: readonly string[] = Object.keys(metadata);

const reflect = Reflect as unknown as Record<string, unknown>;
for (const [name, implementation] of Object.entries(metadata))
  if (typeof reflect[name] !== 'function') reflect[name] = implementation;
