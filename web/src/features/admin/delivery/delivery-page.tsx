import { useMutation } from '@apollo/client/react';
import { CreateDeliveryAccountDocument } from '../../../generated/graphql';
import { StaffScreen } from '../staff/staff-screen';

/**
 * /admin/delivery: the delivery staff by name (?q=, ?disabled=1). A new person gets a sign-in
 * with their mobile number; one who leaves is disabled, never deleted.
 */
export function DeliveryStaffPage() {
  const [create] = useMutation(CreateDeliveryAccountDocument);
  return (
    <StaffScreen
      kind="delivery"
      role="DELIVERY"
      login="phone"
      create={async ({ name, login, password }) =>
        (await create({ variables: { input: { name, phone: login, password } } })).data?.createDeliveryAccount
      }
    />
  );
}
