import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Crumb } from '../routes/breadcrumb-trail';
import { useT } from '../services-context';

export const Breadcrumb = observer(function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('shell.breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.titleKey}-${index}`}>
              {crumb.path && !last ? (
                <Link to={crumb.path}>{t(crumb.titleKey)}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{t(crumb.titleKey)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
