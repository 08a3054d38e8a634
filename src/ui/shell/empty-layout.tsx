import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useT } from '../services-context';

/** The layout of the public screens: the product name, the language, and a card in the middle. */
export const EmptyLayout = observer(function EmptyLayout() {
  const t = useT();
  return (
    <div className="empty-layout">
      <header className="empty-layout__header">
        <span className="brand">{t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="empty-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
});
