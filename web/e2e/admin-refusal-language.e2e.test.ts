import { phoneJourneys, screenshot } from './support/browser';
import { signInAdmin } from './support/admin';

/**
 * An admin reading Haat in Bengali gives a delivery person a number that is no mobile number:
 * the server's refusal is said beside the field in Bengali, not in the server's English.
 */

const onPhone = phoneJourneys();

describe("an admin's refused form, in the admin's language", () => {
  it('says an invalid mobile number on the delivery staff form in Bengali', async () => {
    await onPhone(async (admin) => {
      await signInAdmin(admin, '/admin/delivery');
      await admin.getByRole('heading', { level: 1, name: 'Delivery staff' }).waitFor();
      await admin.evaluate(() => localStorage.setItem('haat.language', 'bn'));
      await admin.reload();
      await admin.getByRole('heading', { level: 1, name: 'ডেলিভারি কর্মী' }).waitFor();
      await admin.getByRole('button', { name: 'নতুন ডেলিভারি কর্মী' }).click();
      const form = admin.getByRole('form', { name: 'নতুন ডেলিভারি কর্মী' });
      await form.getByLabel('নাম', { exact: true }).fill('Bablu Soren');
      await form.getByLabel('মোবাইল নম্বর').fill('12345');
      await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill('by cycle to Supur and back');
      await form.getByRole('button', { name: 'লগইন তৈরি করুন' }).click();
      await admin.getByText('১০ সংখ্যার একটি ভারতীয় মোবাইল নম্বর লিখুন।').waitFor();
      expect(await admin.getByText('Enter a 10-digit Indian mobile number.').count()).toBe(0);
      await screenshot(admin, 'admin-refusal-bengali-phone');
    });
  });
});
