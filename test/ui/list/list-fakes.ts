import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import type { ListPage, ListRequest } from '../../../src/ui/list/list-request';

type Answer<R> = Result<ListPage<R>, GatewayFailure>;

/** One call a list made: what it asked, the signal it passed, and a way to answer it. */
export interface PendingLoad<F, S extends string, R> {
  readonly request: ListRequest<F, S>;
  readonly signal: AbortSignal;
  answer(value: Answer<R>): void;
  reject(error: unknown): void;
}

/** A loader whose calls wait until the test answers them, in any order. */
export class ControlledLoader<F, S extends string, R> {
  readonly calls: PendingLoad<F, S, R>[] = [];

  readonly load = (request: ListRequest<F, S>, signal: AbortSignal): Promise<Answer<R>> =>
    new Promise<Answer<R>>((resolve, reject) => {
      this.calls.push({ request, signal, answer: resolve, reject });
    });

  get last(): PendingLoad<F, S, R> {
    const call = this.calls.at(-1);
    if (!call) throw new Error('the list has not asked for anything yet');
    return call;
  }
}

/** Lets awaited promises run. */
export const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);
