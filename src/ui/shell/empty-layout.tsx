import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useT } from '../services-context';

/** The layout of the public screens and error pages: the product name, the language, a card. */
export const EmptyLayout = observer(function EmptyLayout({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="empty-layout">
      <header className="empty-layout__header">
        <span className="brand">{t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="empty-layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
});
