import { token } from '../../../application/platform/token';
import type { PlanningViewModel } from './planning-view-model';

export const PlanningViewModels = token<PlanningViewModels>('PlanningViewModels');
/** The view-models of planning, each call a new one. */
export interface PlanningViewModels {
  planning(): PlanningViewModel;
}
