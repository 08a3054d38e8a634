import type { Division, LogoProblem } from '../../domain/admin/branding';
import { logoProblem } from '../../domain/admin/branding';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LoadCode, SaveRefusal } from '../platform/record-refusal';
import { invalid, loadWith, saveWith } from '../platform/record-refusal';
import type { AdminGateway, BrandingChange } from './admin-gateway';

export type BrandingField = 'themeId' | 'logo' | 'fullLogo';
const FIELDS: readonly BrandingField[] = ['themeId', 'logo', 'fullLogo'];

/**
 * A division's branding (/admin/branding/{brandingUuid}): read by its branding id, its logos checked
 * as they are chosen, and saved (POST v2/employer-division/branding). The division's people see it
 * at their next sign-in, which the notice says.
 */
export class ManageBranding {
  constructor(
    private readonly gateway: AdminGateway,
    private readonly notifier: Notifier,
  ) {}

  async division(brandingId: string, signal?: AbortSignal): Promise<Result<Division, LoadCode>> {
    const found = await loadWith(() => this.gateway.divisions({ brandingId }, signal));
    if (!found.ok) return found;
    const division = found.value.find((candidate) => candidate.branding.id === brandingId);
    return division ? ok(division) : fail('load.not-found');
  }

  /** Every division with its branding, for the admin area's overview. */
  divisions(signal?: AbortSignal): Promise<Result<readonly Division[], LoadCode>> {
    return loadWith(() => this.gateway.divisions({}, signal));
  }

  /** Whether a chosen file may become a logo (its kind and size), before it is read or sent. */
  checkLogo(file: { readonly type: string; readonly size: number }): LogoProblem | null {
    return logoProblem(file);
  }

  async save(change: BrandingChange): Promise<Result<Division, SaveRefusal<BrandingField, LogoProblem>>> {
    const problems: Partial<Record<BrandingField, LogoProblem>> = {};
    for (const slot of ['logo', 'fullLogo'] as const) {
      const image = change[slot];
      if (typeof image === 'string') {
        const problem = logoProblem(imageFacts(image));
        if (problem) problems[slot] = problem;
      }
    }
    if (Object.keys(problems).length > 0) return fail(invalid(problems));
    const result = await saveWith(() => this.gateway.saveBranding(change), this.notifier, FIELDS);
    if (result.ok) {
      this.notifier.notify({
        type: 'success',
        title: 'admin.branding.saved',
        values: { name: result.value.name },
      });
    }
    return result;
  }
}

/** The kind and size of an image held as a base64 data URL. */
export function imageFacts(dataUrl: string): { type: string; size: number } {
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? '';
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return { type, size: Math.max(0, Math.floor((payload.length * 3) / 4) - padding) };
}
