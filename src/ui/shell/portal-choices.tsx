import { observer } from 'mobx-react-lite';
import type { Portal } from '../../domain/access/portal';
import { Icon } from '../components/icon';
import { useT } from '../services-context';
import type { ShellViewModel } from './shell-view-model';

/**
 * The user's portals as buttons that enter them, each saying what the portal is for; a portal other
 * than the current one is marked as leaving this one. A refusal shows above when one is refused.
 */
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
        {shell.portals.map((portal) => {
          const leaves = portal !== shell.currentPortal;
          return (
            <li key={portal}>
              <button
                type="button"
                className="choice-list__button portal-choice"
                aria-current={leaves ? undefined : 'true'}
                onClick={() => shell.enterPortal(portal)}
              >
                <span className="portal-choice__text">
                  <span className="portal-choice__name">
                    {labelOf(portal)}
                    {leaves ? <span className="visually-hidden"> ({t('shell.leavesPortal')})</span> : null}
                  </span>
                  <span className="portal-choice__description">{t(`portalDescription.${portal}`)}</span>
                </span>
                {leaves ? <Icon name="portal" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
});
