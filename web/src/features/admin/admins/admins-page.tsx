import { useMutation } from '@apollo/client/react';
import { CreateAdminAccountDocument } from '../../../generated/graphql';
import { StaffScreen } from '../staff/staff-screen';

/**
 * /admin/admins: the admins by name (?q=, ?disabled=1). Another admin gets a sign-in with their
 * email address; one who leaves is disabled, never deleted, and nobody can disable themself.
 */
export function AdminsPage() {
  const [create] = useMutation(CreateAdminAccountDocument);
  return (
    <StaffScreen
      kind="admins"
      role="ADMIN"
      login="email"
      create={async ({ name, login, password }) =>
        (await create({ variables: { input: { name, email: login.trim(), password } } })).data?.createAdminAccount
      }
    />
  );
}
