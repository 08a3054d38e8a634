import { Hono } from 'hono';
import type { Env, Kit } from '../platform/route-kit';
import { appointmentDeleteRoutes } from './appointment-delete-routes';
import { appointmentHistoryRoutes, appointmentReadRoutes } from './appointment-read-routes';
import { appointmentStatusRoutes } from './appointment-status-routes';
import { appointmentBookingRoutes, appointmentEditRoutes } from './appointment-write-routes';

/**
 * Appointments (spec section 7, "Agenda and appointments"): read for a period or a page, one with its
 * series, created (one or a series), edited (one, this and the following, or the whole series), moved
 * through the status rule, deleted (one, or a series from a date) and their history. The contract is
 * src/infrastructure/agenda/appointment-schemas.ts. The routes are mounted in this order.
 */
export const appointmentRoutes = (kit: Kit): Hono<Env> =>
  new Hono<Env>()
    .route('/', appointmentReadRoutes(kit))
    .route('/', appointmentBookingRoutes(kit))
    .route('/', appointmentDeleteRoutes(kit))
    .route('/', appointmentEditRoutes(kit))
    .route('/', appointmentStatusRoutes(kit))
    .route('/', appointmentHistoryRoutes(kit));
