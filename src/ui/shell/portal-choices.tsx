import { observer } from 'mobx-react-lite';
import type { Portal } from '../../domain/access/portal';
import { useT } from '../services-context';
import type { ShellViewModel } from './shell-view-model';

/** The user's portals as buttons that enter them, with the refusal shown above when one is refused. */
export const PortalChoices = observer(function PortalChoices({
  shell,
  labelOf,
}: {
  shell: ShellViewModel;
  labelOf: (portal: Portal) => string;
}) {
  const t = useT();
  return (
    <>
      {shell.portalError ? (
        <p className="form__error" role="alert">
          {t(shell.portalError)}
        </p>
      ) : null}
      <ul className="choice-list">
        {shell.portals.map((portal) => (
          <li key={portal}>
            <button
              type="button"
              className="choice-list__button"
              aria-current={portal === shell.currentPortal ? 'true' : undefined}
              onClick={() => shell.enterPortal(portal)}
            >
              {labelOf(portal)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
});
