import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  ReminderOverride,
  ReminderSettings,
  SetReminders,
} from '../../../application/consultations/reminder-settings';

/**
 * The reminders' settings: the default, what is set for employers and operations, and the form that
 * sets them for one. The form keeps what was chosen when the back office refuses it.
 */
export class ReminderSettingsViewModel {
  settings: ReminderSettings | null = null;
  state: 'loading' | 'ready' | 'failed' = 'loading';
  kind: ReminderOverride['kind'] = 'employer';
  targetId = '';
  chosen: ReadonlySet<number> = new Set();
  problem: 'target' | 'offsets' | null = null;
  message: string | null = null;
  saving = false;
  private loads: AbortController | null = null;

  constructor(private readonly reminders: SetReminders) {
    makeAutoObservable<this, 'reminders' | 'loads'>(
      this,
      { reminders: false, loads: false, settings: observableRef, chosen: observableRef },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load();
    return () => this.loads?.abort();
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.reminders.load(loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.settings = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }

  /** Whom or what one may set them for, of the kind chosen. */
  get targets(): readonly { readonly id: string; readonly name: string }[] {
    if (!this.settings) return [];
    return this.kind === 'employer' ? this.settings.employers : this.settings.operations;
  }

  /** What is set, by the name of whom or what it is for. */
  get overrides(): readonly (ReminderOverride & { readonly name: string })[] {
    const settings = this.settings;
    if (!settings) return [];
    const nameOf = (override: ReminderOverride) =>
      (override.kind === 'employer' ? settings.employers : settings.operations).find(
        (target) => target.id === override.id,
      )?.name ?? override.id;
    return settings.overrides
      .map((override) => ({ ...override, name: nameOf(override) }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'nl'));
  }

  setKind(kind: string): void {
    this.kind = kind === 'operation' ? 'operation' : 'employer';
    this.targetId = '';
    this.problem = null;
    this.message = null;
  }

  /** Chooses whom or what; its offsets as they are now (set, or the default) come along to change. */
  setTarget(id: string): void {
    this.targetId = id;
    this.problem = null;
    this.message = null;
    const set = this.settings?.overrides.find(
      (override) => override.kind === this.kind && override.id === id,
    );
    this.chosen = new Set(set ? set.offsets : (this.settings?.defaultOffsets ?? []));
  }

  toggle(offset: number): void {
    const chosen = new Set(this.chosen);
    if (chosen.has(offset)) chosen.delete(offset);
    else chosen.add(offset);
    this.chosen = chosen;
    this.problem = null;
    this.message = null;
  }

  async save(): Promise<void> {
    if (this.targetId === '') {
      this.problem = 'target';
      return;
    }
    this.saving = true;
    const offsets = [...this.chosen].sort((a, b) => b - a);
    const saved = await this.reminders.set({ kind: this.kind, id: this.targetId, offsets });
    runInAction(() => {
      this.saving = false;
      if (saved.ok) {
        this.settings = saved.value;
        this.targetId = '';
        this.chosen = new Set();
      } else if (saved.error.kind === 'offsets') {
        this.problem = 'offsets';
        this.message = saved.error.message;
      }
    });
  }

  async remove(override: ReminderOverride): Promise<void> {
    const removed = await this.reminders.remove(override);
    if (removed.ok) runInAction(() => (this.settings = removed.value));
  }
}
