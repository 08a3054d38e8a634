import { describe, expect, it } from 'vitest';

type Metadata = {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  hasMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  hasOwnMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  getMetadataKeys(target: object, property?: string | symbol): unknown[];
  deleteMetadata(key: unknown, target: object, property?: string | symbol): boolean;
};

describe('the container’s metadata store', () => {
  it('keeps metadata per object and property, finds it along the prototype chain, and forgets it when deleted', async () => {
    const reflect = Reflect as unknown as Record<string, unknown>;
    const names = [
      'defineMetadata',
      'getOwnMetadata',
      'getMetadata',
      'hasMetadata',
      'hasOwnMetadata',
      'getMetadataKeys',
      'deleteMetadata',
    ];
    // Without another implementation in the way: the module installs its own.
    const before = names.map((name) => [name, reflect[name]] as const);
    for (const name of names) delete reflect[name];
    try {
      await import('../../../src/ui/platform/reflect-metadata-lite');
      const metadata = Reflect as unknown as Metadata;
      class Base {
        readonly kind: string = 'base';
      }
      class Derived extends Base {
        override readonly kind: string = 'derived';
      }
      metadata.defineMetadata('inject', ['a'], Base);
      metadata.defineMetadata('inject', 'on method', Base.prototype, 'run');
      expect(metadata.getOwnMetadata('inject', Base)).toEqual(['a']);
      expect(metadata.getOwnMetadata('inject', Derived)).toBeUndefined();
      expect(metadata.getMetadata('inject', Derived)).toEqual(['a']);
      expect(metadata.hasMetadata('inject', Derived)).toBe(true);
      expect(metadata.hasOwnMetadata('inject', Derived)).toBe(false);
      expect(metadata.getMetadata('inject', Base.prototype, 'run')).toBe('on method');
      expect(metadata.getMetadata('inject', Base.prototype)).toBeUndefined();
      metadata.defineMetadata('other', 1, Derived);
      expect(metadata.getMetadataKeys(Derived)).toEqual(['other', 'inject']);
      expect(metadata.deleteMetadata('inject', Base)).toBe(true);
      expect(metadata.getMetadata('inject', Derived)).toBeUndefined();
    } finally {
      for (const [name, value] of before) if (value !== undefined) reflect[name] = value;
    }
  });
});
