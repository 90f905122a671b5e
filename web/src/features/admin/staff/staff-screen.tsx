import { useTranslation } from 'react-i18next';
import { StaffAccountsDocument, type UserRole } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { useSession } from '../../../shared/session/session-state';
import { useFlash } from '../../../shared/workspace/flash';
import { RecordScreen, ToggleFilter } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';
import { NewSignInForm, type NewSignInFormProps } from './new-sign-in-form';
import { StaffCard, type StaffKind } from './staff-card';

export interface StaffScreenProps {
  /** Whose screen: its words are admin.{kind}.*. */
  kind: StaffKind;
  role: UserRole;
  login: NewSignInFormProps['login'];
  create: NewSignInFormProps['create'];
}

/**
 * A screen of one role's sign-ins, by name, with a search and disabled ones too when asked
 * (?q=, ?disabled=1). A new person gets a sign-in here; one who leaves is disabled, never deleted.
 */
export function StaffScreen({ kind, role, login, create }: StaffScreenProps) {
  const { t } = useTranslation();
  const me = useSession().user;
  const filters = useUrlFilters();
  const search = filters.text('q');
  const disabledToo = filters.flag('disabled');
  const [flashText, flash] = useFlash();
  const list = usePagedList(
    StaffAccountsDocument,
    { role, search: search || null, includeDisabled: disabledToo },
    'staffAccounts',
  );

  return (
    <RecordScreen
      title={t(`admin.${kind}.title` as const)}
      intro={t(`admin.${kind}.intro` as const)}
      search={{
        label: t(`admin.${kind}.search` as const),
        placeholder: t(`admin.${kind}.searchPlaceholder` as const),
        value: search,
        onSearch: (text) => filters.set('q', text),
      }}
      filters={
        <ToggleFilter
          label={t(`admin.${kind}.disabledToo` as const)}
          checked={disabledToo}
          onChange={(on) => filters.set('disabled', on)}
        />
      }
      create={{
        label: t(`admin.${kind}.new.button` as const),
        render: (close) => (
          <NewSignInForm
            kind={kind}
            login={login}
            create={create}
            onCancel={close}
            onCreated={(person) => {
              close();
              flash(t(`admin.${kind}.created` as const, { name: person.name }));
              list.refetch();
            }}
          />
        ),
      }}
      list={list}
      listLabel={t(`admin.${kind}.listLabel` as const)}
      emptyText={search ? t(`admin.${kind}.noMatch` as const) : t(`admin.${kind}.empty` as const)}
      flashText={flashText}
      renderRow={(person) => (
        <StaffCard
          kind={kind}
          person={person}
          isMe={person.id === me?.id}
          onDisabled={(done) => {
            flash(t('admin.staff.disabledNow', { name: done.name }));
            list.refetch();
          }}
          onPasswordSet={(done) => flash(t('admin.staff.setPassword.doneNow', { name: done.name }))}
        />
      )}
    />
  );
}
