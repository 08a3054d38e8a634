import { makeAutoObservable } from 'mobx';
import type { PortalSelection } from '../../application/access/portal-selection';
import type { Portal } from '../../domain/access/portal';

export class MobxPortalSelection implements PortalSelection {
  current: Portal | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  select(portal: Portal | null): void {
    this.current = portal;
  }
}
