import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { BrandingField, ManageBranding } from '../../../application/admin/manage-branding';
import type { BrandingChange } from '../../../application/admin/admin-gateway';
import type { Division, LogoProblem, LogoSlot } from '../../../domain/admin/branding';
import type { ThemeId, ThemeName } from '../../../domain/theme/theme';
import { THEMES } from '../../../domain/theme/theme';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad } from '../../components/record/record-load';

/** A logo as the form holds it: the image shown, and whether it differs from the saved one. */
interface LogoChoice {
  readonly image: string | null;
  readonly changed: boolean;
}

const UNCHANGED: LogoChoice = { image: null, changed: false };

/** A file the user chose, with the way to read it as a data URL (the screen's FileReader). */
export interface ChosenImage {
  readonly type: string;
  readonly size: number;
  readonly read: () => Promise<string>;
}

/**
 * /admin/branding/{brandingUuid}: a division's theme and logos, shown in a preview of the portal as
 * its people will see it before anything is saved. A logo is checked the moment it is chosen; the
 * choices stay until they are saved or the user leaves (and the leave guard asks first).
 */
export class BrandingViewModel {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<BrandingField, LogoProblem>();
  division: Division | null = null;
  themeId: ThemeId = 1;
  logos: Record<LogoSlot, LogoChoice> = { logo: UNCHANGED, fullLogo: UNCHANGED };
  /** Reading a chosen file: the slot being read. */
  reading: LogoSlot | null = null;

  constructor(
    private readonly manage: ManageBranding,
    readonly brandingId: string,
  ) {
    makeAutoObservable<BrandingViewModel, 'manage'>(
      this,
      {
        load: false,
        feedback: false,
        brandingId: false,
        manage: false,
        division: observableRef,
        logos: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const found = await this.manage.division(this.brandingId, signal);
      if (found.ok && !signal.aborted) runInAction(() => this.fill(found.value));
      return found;
    });
    return () => this.load.stop();
  }

  get themeName(): ThemeName {
    return THEMES[this.themeId];
  }

  /** The image shown for a logo: the new one, or the saved one. */
  imageOf(slot: LogoSlot): string | null {
    return this.logos[slot].changed ? this.logos[slot].image : (this.division?.branding[slot] ?? null);
  }

  get unsaved(): boolean {
    const saved = this.division?.branding;
    if (!saved) return false;
    return saved.themeId !== this.themeId || this.logos.logo.changed || this.logos.fullLogo.changed;
  }

  chooseTheme(id: ThemeId): void {
    this.themeId = id;
    this.feedback.forget('themeId');
  }

  async chooseLogo(slot: LogoSlot, file: ChosenImage): Promise<void> {
    this.feedback.forget(slot);
    const problem = this.manage.checkLogo(file);
    if (problem) {
      this.feedback.flag(slot, problem);
      return;
    }
    this.reading = slot;
    try {
      const image = await file.read();
      runInAction(() => {
        this.logos = { ...this.logos, [slot]: { image, changed: true } };
      });
    } catch {
      runInAction(() => {
        this.feedback.flag(slot, 'logo-unreadable');
      });
    } finally {
      runInAction(() => {
        this.reading = null;
      });
    }
  }

  removeLogo(slot: LogoSlot): void {
    this.feedback.forget(slot);
    this.logos = { ...this.logos, [slot]: { image: null, changed: true } };
  }

  /** Back to what is saved. */
  undo(): void {
    if (this.division) this.fill(this.division);
    this.feedback.clear();
  }

  async submit(): Promise<void> {
    const division = this.division;
    if (!division || !this.feedback.start()) return;
    const change: BrandingChange = {
      brandingId: division.branding.id,
      themeId: this.themeId,
      ...(this.logos.logo.changed ? { logo: this.logos.logo.image } : {}),
      ...(this.logos.fullLogo.changed ? { fullLogo: this.logos.fullLogo.image } : {}),
    };
    const result = await this.manage.save(change);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.fill(result.value);
    });
  }

  private fill(division: Division): void {
    this.division = division;
    this.themeId = division.branding.themeId;
    this.logos = { logo: UNCHANGED, fullLogo: UNCHANGED };
  }
}
