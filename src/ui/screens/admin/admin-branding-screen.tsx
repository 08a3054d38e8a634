import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { LeaveGuard } from '../../components/leave-guard';
import { PageFrame } from '../../components/page-frame';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { RecordStatus } from '../../components/record/record-status';
import { useT, useViewModel } from '../../services-context';
import { BrandingPreview, LogoField, ThemeChoice } from './branding-screen-parts';
import '../../components/record/record.css';
import './admin.css';

/** /admin/branding/{brandingUuid}: a division's theme and logos, with a preview before saving. */
const AdminBrandingScreen = observer(function AdminBrandingScreen({ brandingId }: { brandingId: string }) {
  const vm = useViewModel((services) => services.viewModels.branding(brandingId));
  const t = useT();
  const formRef = useFocusOnRefusal(vm.feedback);
  const division = vm.division;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <PageFrame routeId="adminBranding">
      <RecordStatus load={vm.load} listPath={`${pathOf('admin')}?tab=branding`}>
        {division ? (
          <>
            <h2>
              {division.employerName}: {division.name}
            </h2>
            <p className="muted">{t('admin.branding.intro')}</p>
            <div className="branding-layout">
              <form ref={formRef} className="record-form branding-form" noValidate onSubmit={onSubmit}>
                <FormSummary feedback={vm.feedback} />
                <ThemeChoice vm={vm} />
                <LogoField vm={vm} slot="logo" />
                <LogoField vm={vm} slot="fullLogo" />
                <div className="form__actions">
                  <button
                    type="submit"
                    className="button button--primary"
                    disabled={vm.feedback.busy || vm.reading !== null}
                  >
                    {t(vm.feedback.busy ? 'admin.common.saving' : 'admin.common.save')}
                  </button>
                  {vm.unsaved ? (
                    <button type="button" className="button button--secondary" onClick={vm.undo}>
                      {t('admin.branding.undo')}
                    </button>
                  ) : null}
                </div>
              </form>
              <BrandingPreview vm={vm} />
            </div>
            <LeaveGuard unsaved={() => vm.unsaved} question={t('admin.branding.leave')} />
          </>
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { brandingUuid = '' } = useParams();
  return <AdminBrandingScreen key={brandingUuid} brandingId={brandingUuid} />;
}
