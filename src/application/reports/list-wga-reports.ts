import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { ReportGateway, WgaReportPage } from './report-gateway';

/** How many reports the list shows a page (spec section 9's default page size). */
export const WGA_PAGE_SIZE = 100;

/** The WGA reports made, newest first, a page at a time; a failure is the list's to show. */
export class ListWgaReports {
  constructor(private readonly reports: ReportGateway) {}

  execute(page: number, signal?: AbortSignal): Promise<Result<WgaReportPage, GatewayFailure>> {
    return this.reports.wgaReports(Math.max(1, Math.trunc(page)), WGA_PAGE_SIZE, signal);
  }
}
