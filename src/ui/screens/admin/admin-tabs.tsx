import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import type { AdminUser, RoleRef } from '../../../domain/admin/admin-user';
import type { Locale } from '../../../domain/locale/locale';
import type { Division } from '../../../domain/admin/branding';
import { THEMES } from '../../../domain/theme/theme';
import { DataTable } from '../../components/data-table/data-table';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { EmployeeSearchField } from '../../components/form/employee-search-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { CancelButton, Modal } from '../../components/modal';
import { Pager } from '../../components/pager';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { RecordStatus } from '../../components/record/record-status';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import type { UserAdminViewModel, UserEditor } from './user-admin-view-model';
import { USER_PAGE_SIZES } from './user-admin-view-model';
import '../../components/record/record.css';

/** A role by its name in the reader's language, as the back office keeps it. */
export const roleName = (locale: Locale, role: RoleRef): string => role.name[locale];

function userColumns(t: Translate, locale: Locale): readonly DataColumn<AdminUser>[] {
  return [
    {
      id: 'name',
      header: t('admin.users.name'),
      cell: (user) => (
        <>
          <strong>{user.displayName}</strong>
          <br />
          <span className="muted">{user.email}</span>
        </>
      ),
    },
    { id: 'username', header: t('admin.users.username'), cell: (user) => user.username },
    {
      id: 'roles',
      header: t('admin.users.roles'),
      cell: (user) =>
        user.roles.length === 0 ? (
          <span className="muted">{t('admin.users.noRoles')}</span>
        ) : (
          user.roles.map((role) => roleName(locale, role)).join(', ')
        ),
    },
    {
      id: 'links',
      header: t('admin.users.links'),
      optional: true,
      cell: (user) => (
        <>
          {user.agendaUser ? <div>{`${t('admin.users.agenda')}: ${user.agendaUser.name}`}</div> : null}
          {user.employee ? <div>{`${t('admin.users.employee')}: ${user.employee.name}`}</div> : null}
          {!user.agendaUser && !user.employee ? (
            <span className="muted">{t('admin.common.none')}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'twoFactor',
      header: t('admin.users.twoFactor'),
      optional: true,
      cell: (user) => t(user.twoFactorEnabled ? 'admin.users.twoFactorOn' : 'admin.users.twoFactorOff'),
    },
  ];
}

/** The dialog of one user's roles, agenda and employee record. */
const UserDialog = observer(function UserDialog({
  vm,
  editor,
}: {
  vm: UserAdminViewModel;
  editor: UserEditor;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const formRef = useFocusOnRefusal(editor.feedback);
  const roleProblem = editor.feedback.problemOf('roleIds');
  const roleError = roleProblem
    ? t(`admin.problems.${roleProblem}`)
    : editor.feedback.serverMessageOf('roleIds');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.saveEditor();
  };
  return (
    <Modal
      open
      title={t('admin.users.editTitle', { name: editor.user.displayName })}
      onClose={vm.closeEditor}
      unsaved={editor.changed}
    >
      <form ref={formRef} className="record-form" noValidate onSubmit={onSubmit}>
        <FormSummary feedback={editor.feedback} />
        <fieldset className="field" aria-describedby={roleError ? 'user-roles-error' : undefined}>
          <legend className="field__label">{t('admin.users.rolesLegend')}</legend>
          {vm.roles.map((role) => (
            <CheckboxField
              key={role.id}
              id={`user-role-${role.id}`}
              label={`${roleName(locale, role)} (${t(`admin.roles.product.${role.product}`)})`}
              checked={editor.roleIds.has(role.id)}
              onChecked={(on) => editor.toggleRole(role.id, on)}
            />
          ))}
          {roleError ? (
            <p className="field__error" id="user-roles-error">
              {roleError}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          id="user-agenda"
          label={t('admin.users.agendaLabel')}
          value={editor.agendaUserId}
          onValue={editor.setAgenda}
          options={[
            { value: '', label: t('admin.users.noAgenda') },
            ...vm.agendaUsers.map((agenda) => ({ value: agenda.id, label: agenda.name })),
          ]}
          error={editor.feedback.serverMessageOf('agendaUserId')}
        />
        <div className="field">
          <p className="field__label">{t('admin.users.employeeLabel')}</p>
          <EmployeeSearchField
            id="user-employee"
            chosen={editor.employee}
            search={editor.employees.text}
            state={editor.employees.state}
            found={editor.employees.found}
            onSearch={editor.employees.setText}
            onChoose={editor.chooseEmployee}
            error={editor.feedback.serverMessageOf('employeeId')}
          />
        </div>
        <p className="muted">{t('admin.users.nextLoad')}</p>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={editor.feedback.busy}>
            {t(editor.feedback.busy ? 'admin.common.saving' : 'admin.common.save')}
          </button>
          <CancelButton onCancel={vm.closeEditor}>{t('admin.common.cancel')}</CancelButton>
        </div>
      </form>
    </Modal>
  );
});

const UserActions = observer(function UserActions({ vm, user }: { vm: UserAdminViewModel; user: AdminUser }) {
  const t = useT();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={t('admin.users.edit', { name: user.displayName })}
      disabled={vm.choices.state !== 'ready'}
      onClick={() => vm.edit(user)}
    >
      {t('admin.users.editShort')}
    </button>
  );
});

/** The users with their roles and links, searched and paged, each changed in a dialog. */
export const UsersTab = observer(function UsersTab() {
  const vm = useViewModel((services) => services.viewModels.adminUsers());
  const t = useT();
  const locale = useServices().locale.current;
  const userActions = useCallback((user: AdminUser) => <UserActions vm={vm} user={user} />, [vm]);
  return (
    <section aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading">{t('adminPage.tab.users')}</h2>
      <div className="admin-toolbar">
        <TextField
          id="admin-user-search"
          type="search"
          label={t('admin.users.search')}
          value={vm.search}
          onValue={vm.setSearch}
          autoComplete="off"
        />
      </div>
      <DataTable
        layoutId="adminUsers"
        caption={t('admin.users.caption')}
        columns={userColumns(t, locale)}
        rows={vm.rows}
        rowKey={(user) => user.id}
        state={vm.state}
        onRetry={() => void vm.load()}
        emptyText={t('admin.users.empty')}
        rowActions={userActions}
      />
      <Pager
        page={vm.page}
        size={vm.size}
        total={vm.total}
        sizes={USER_PAGE_SIZES}
        onPage={vm.goToPage}
        onSize={vm.setPageSize}
      />
      {vm.editor ? <UserDialog vm={vm} editor={vm.editor} /> : null}
    </section>
  );
});

/** Every role with the functionality codes it grants (spec section 6). */
export const RolesTab = observer(function RolesTab() {
  const vm = useViewModel((services) => services.viewModels.adminRoles());
  const t = useT();
  const locale = useServices().locale.current;
  return (
    <section aria-labelledby="admin-roles-heading">
      <h2 id="admin-roles-heading">{t('admin.roles.caption')}</h2>
      <RecordStatus load={vm.load} listPath={pathOf('admin')}>
        <ul className="role-list">
          {vm.roles.map((role) => (
            <li key={role.id} className="role-list__item">
              <h3>
                {roleName(locale, role)}{' '}
                <span className="muted">({t(`admin.roles.product.${role.product}`)})</span>
              </h3>
              <details>
                <summary>{t('admin.roles.functionalities', { count: role.functionalities.length })}</summary>
                <ul className="role-list__codes">
                  {role.functionalities.map((code) => (
                    <li key={code}>
                      <code>{code}</code>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </RecordStatus>
    </section>
  );
});

function divisionColumns(t: Translate): readonly DataColumn<Division>[] {
  return [
    { id: 'employer', header: t('admin.branding.employer'), cell: (division) => division.employerName },
    { id: 'division', header: t('admin.branding.division'), cell: (division) => division.name },
    {
      id: 'theme',
      header: t('admin.branding.theme'),
      cell: (division) => (
        <span className="theme-tag" data-theme={THEMES[division.branding.themeId]}>
          <span className="theme-choice__swatch" aria-hidden="true" />
          {t(`admin.themes.${THEMES[division.branding.themeId]}`)}
        </span>
      ),
    },
    {
      id: 'logos',
      header: t('admin.branding.logos'),
      cell: (division) =>
        t('admin.branding.logoCount', {
          count: Number(division.branding.logo !== null) + Number(division.branding.fullLogo !== null),
        }),
    },
  ];
}

function DivisionActions({ division }: { division: Division }) {
  const t = useT();
  return (
    <Link
      to={pathOf('adminBranding', { brandingUuid: division.branding.id })}
      className="button button--secondary button--small"
      aria-label={t('admin.branding.edit', { name: `${division.employerName}: ${division.name}` })}
    >
      {t('admin.branding.editShort')}
    </Link>
  );
}

/** The divisions with their theme, each branding changed on its own page. */
export const BrandingTab = observer(function BrandingTab() {
  const vm = useViewModel((services) => services.viewModels.adminDivisions());
  const t = useT();
  const divisionActions = useCallback((division: Division) => <DivisionActions division={division} />, []);
  return (
    <section aria-labelledby="admin-branding-heading">
      <h2 id="admin-branding-heading">{t('adminPage.tab.branding')}</h2>
      <DataTable
        caption={t('admin.branding.listCaption')}
        columns={divisionColumns(t)}
        rows={vm.divisions}
        rowKey={(division) => division.id}
        state={
          vm.load.state === 'ready'
            ? vm.divisions.length === 0
              ? 'empty'
              : 'ready'
            : vm.load.state === 'loading'
              ? 'loading'
              : 'failed'
        }
        onRetry={vm.load.retry}
        emptyText={t('admin.branding.empty')}
        rowActions={divisionActions}
      />
    </section>
  );
});
