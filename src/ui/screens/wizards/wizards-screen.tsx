import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import type { WizardSummary } from '../../../application/wizards/wizard-gateway';
import { pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import { inLanguage } from '../../../domain/wizards/wizard';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { PageFrame } from '../../components/page-frame';
import { RecordListView } from '../../components/record/record-list-view';
import { formatDateTime, formatNumber } from '../../format';
import { useListAddress } from '../../list/use-list-address';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import './wizards.css';

/** What a wizard is for, in words. */
export function targetText(t: Translate, wizard: Pick<WizardSummary, 'relatedType' | 'dossierType'>): string {
  return wizard.relatedType === 'employee' || wizard.dossierType === null
    ? t('wizards.target.employee')
    : t('wizards.target.dossier', { type: t(`dossierType.${wizard.dossierType}`) });
}

function wizardColumns(t: Translate, language: Locale): readonly DataColumn<WizardSummary>[] {
  return [
    {
      id: 'name',
      header: t('wizards.list.columns.name'),
      sortKey: 'name',
      cell: (wizard) => (
        <Link to={pathOf('wizard', { wizardUuid: wizard.id })}>{inLanguage(wizard.name, language)}</Link>
      ),
    },
    { id: 'target', header: t('wizards.list.columns.target'), cell: (wizard) => targetText(t, wizard) },
    {
      id: 'size',
      header: t('wizards.list.columns.size'),
      width: '10rem',
      cell: (wizard) =>
        t('wizards.list.size', {
          steps: t('wizards.list.steps', { count: wizard.steps }),
          fields: t('wizards.list.fields', { count: wizard.fields }),
        }),
    },
    {
      id: 'runs',
      header: t('wizards.list.columns.runs'),
      sortKey: 'runs',
      width: '7rem',
      cell: (wizard) => formatNumber(wizard.runs, language),
    },
    {
      id: 'updatedAt',
      header: t('wizards.list.columns.updatedAt'),
      sortKey: 'updatedAt',
      width: '11rem',
      optional: true,
      cell: (wizard) => formatDateTime(wizard.updatedAt, language),
    },
  ];
}

/** /admin/wizards: the questionnaires professionals fill in for dossiers and employees. */
export const WizardsScreen = observer(function WizardsScreen() {
  const vm = useViewModel((services) => services.viewModels.wizardList());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => wizardColumns(t, language), [t, language]);
  return (
    <PageFrame routeId="wizards">
      <div className="page__intro">
        <p>{t('wizards.list.intro')}</p>
        <Link className="button button--primary" to={pathOf('wizardCreate')}>
          {t('wizards.list.add')}
        </Link>
      </div>
      <RecordListView
        list={vm.list}
        id="wizards"
        searchLabel={t('wizards.list.search')}
        caption={t('route.wizards')}
        columns={columns}
        emptyText={t('wizards.list.empty')}
        failedText={t('wizards.list.failed')}
      />
    </PageFrame>
  );
});

export { WizardsScreen as Component };
