import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { setLanguage } from '../../../shared/i18n';
import '../../../shared/i18n/admin';
import { adminProblem } from './admin-problem';

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

afterEach(() => setLanguage('en'));

describe("an admin screen's problem", () => {
  it("says a refused field in the admin's language", async () => {
    await setLanguage('bn');
    const error = refused('Enter a 10-digit mobile number, such as 98765 43210.', {
      code: 'BAD_USER_INPUT',
      field: 'phone',
      reason: 'mobileInvalid',
    });
    expect(adminProblem(error).message).toBe('১০ সংখ্যার মোবাইল নম্বর লিখুন, যেমন 98765 43210।');
  });

  it("says a named refusal of another code by the catalog's words, not the server's English", async () => {
    await setLanguage('bn');
    expect(
      adminProblem(refused('You cannot disable your own account.', { code: 'FORBIDDEN', reason: 'disableSelf' })),
    ).toEqual({ message: 'নিজের অ্যাকাউন্ট আপনি বন্ধ করতে পারবেন না।' });
    expect(
      adminProblem(refused('There is no such record.', { code: 'NOT_FOUND', field: 'id', reason: 'recordNotFound' })),
    ).toEqual({ message: 'এমন কোনো রেকর্ড নেই।' });
  });

  it("keeps the kit's own words for a clash of versions and for a refusal with no reason", () => {
    expect(
      adminProblem(
        refused('Someone changed this product after you opened it.', { code: 'CONFLICT', reason: 'productChanged' }),
      ),
    ).toEqual({ key: 'admin.kit.errors.conflict' });
    expect(adminProblem(refused('You are not allowed to do this.', { code: 'FORBIDDEN' }))).toEqual({
      key: 'admin.kit.errors.forbidden',
    });
  });
});
