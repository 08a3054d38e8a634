import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { defaultPageSize } from '../../../application/platform/list-query';
import { mayShow } from '../../../domain/access/navigation-guard';
import { PageFrame } from '../../components/page-frame';
import { formatDate } from '../../format';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { roomOverviewColumns } from './catalogue-columns';
import { RecordListView } from '../../components/record/record-list-view';

/** /rooms: every room with its location, capacity, accessibility and its bookings of today. */
export const RoomsScreen = observer(function RoomsScreen() {
  const vm = useViewModel((services) => services.viewModels.roomOverview());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const { locale, session } = useServices();
  const language = locale.current;
  const withAgenda = mayShow(session.user, ['see_agenda_users_calendars']);
  const columns = useMemo(() => roomOverviewColumns(t, language, withAgenda), [t, language, withAgenda]);
  return (
    <PageFrame routeId="rooms">
      <div className="page__intro">
        <div>
          <p>{t('locations.roomOverview.intro')}</p>
          {vm.date ? (
            <p className="muted">
              {t('locations.roomOverview.today', { date: formatDate(vm.date, language) })}
            </p>
          ) : null}
        </div>
        <button type="button" className="button button--secondary" onClick={vm.refresh}>
          {t('locations.roomOverview.refresh')}
        </button>
      </div>
      <RecordListView
        list={vm.list}
        id="rooms"
        searchLabel={t('locations.roomOverview.search')}
        caption={t('route.rooms')}
        columns={columns}
        emptyText={t('locations.roomOverview.empty')}
        failedText={t('locations.roomOverview.failed')}
      />
    </PageFrame>
  );
});

export { RoomsScreen as Component };
