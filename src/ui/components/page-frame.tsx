import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import type { RouteId } from '../../domain/access/route-catalogue';
import type { LayoutName } from '../page-title';
import { usePageTitle } from '../page-title';
import { breadcrumbTrail, originOf } from '../routes/breadcrumb-trail';
import { titleOf } from '../routes/screen-catalogue';
import { useT } from '../services-context';
import { Breadcrumb } from './breadcrumb';

/** Every screen's frame: the page title (in the tab and as heading) and, inside the portal, the breadcrumb. */
export const PageFrame = observer(function PageFrame({
  routeId,
  layout = 'default',
  children,
}: {
  routeId: RouteId;
  layout?: LayoutName;
  children?: ReactNode;
}) {
  const t = useT();
  const params = useParams();
  const { state } = useLocation();
  const titleKey = titleOf(routeId);
  usePageTitle(layout, titleKey);
  const routeParams = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return (
    <section className={layout === 'default' ? 'page' : 'card'} aria-labelledby="page-heading">
      {layout === 'default' ? (
        <Breadcrumb crumbs={breadcrumbTrail(routeId, routeParams, originOf(state))} />
      ) : null}
      <h1 id="page-heading">{t(titleKey)}</h1>
      {children}
    </section>
  );
});
