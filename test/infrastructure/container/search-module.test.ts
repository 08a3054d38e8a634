// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { EAGER_MODULES } from '../../../src/infrastructure/container/composition-root';
import {
  SearchViewModelFactoryToken,
  searchModule,
} from '../../../src/infrastructure/container/search-module';

describe('the search module', () => {
  it('resolves with only the eager modules, as it loads after the shell', () => {
    const container = new Container({ defaultScope: 'Transient' });
    container.load(...[...EAGER_MODULES, searchModule].map((portal) => portal.module));
    const factory = container.get(SearchViewModelFactoryToken as never) as (
      names: () => { title: string; words: string; menuAnyOf: readonly string[] },
    ) => { state: string };
    expect(factory(() => ({ title: '', words: '', menuAnyOf: [] })).state).toBe('recent');
  });
});
