import { graphql } from './support/api';
import { DESKTOP, phoneJourneys, PHONE, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * A villager asks for medical assistance, another writes from the contact page, and a third books
 * a doctor, each as the browser would. The admin finds the appointment on /admin/appointments and
 * marks it visited, then moves the contact message to Done with a note on /admin/requests; each
 * History says the admin did it.
 */

const onPhone = phoneJourneys();

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const key = (what: string) => `e2e-admin-requests-${what}-${run}`;
/** A mobile number no other journey of this run uses. */
const phone = (n: number) => `95${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(3, '0')}`;

const PATIENT = 'Sumitra Hansda';
const CONTACT = { name: 'Bimal Let', message: 'Is the Sunday bazaar on during the Poush mela?' };
const NOTE = 'Called him back: the bazaar is on, in the school ground.';

async function requestHelp(input: Record<string, unknown>): Promise<string> {
  const { requestHelp: receipt } = await graphql<{ requestHelp: { code: string } }>(
    `
      mutation ($input: HelpRequestInput!) {
        requestHelp(input: $input) {
          code
          status
        }
      }
    `,
    { input },
  );
  return receipt.code;
}

/** An appointment with a doctor no other journey books, in the last slot offered that has room to spare. */
async function bookAppointment(): Promise<{ code: string; day: string; doctorName: string }> {
  const { doctors } = await graphql<{ doctors: { nodes: Array<{ id: string; name: string }> } }>(
    `
      query {
        doctors(first: 100) {
          nodes {
            id
            name
          }
        }
      }
    `,
    {},
  );
  const doctor = doctors.nodes.find((d) => !/Tanmoy|Amitava/.test(d.name)) ?? doctors.nodes[0];
  const { appointmentSlots } = await graphql<{
    appointmentSlots: Array<{ day: string; startsAt: string; remaining: number }>;
  }>(
    `
      query ($doctorId: ID!) {
        appointmentSlots(doctorId: $doctorId, days: 14) {
          day
          startsAt
          remaining
        }
      }
    `,
    { doctorId: doctor.id },
  );
  const slot = [...appointmentSlots].reverse().find((s) => s.remaining > 1);
  if (!slot) throw new Error(`${doctor.name} has no slot with room`);
  const { bookAppointment: booked } = await graphql<{ bookAppointment: { appointment?: { code: string } } }>(
    `
      mutation ($input: BookAppointmentInput!) {
        bookAppointment(input: $input) {
          ... on AppointmentBooked {
            appointment {
              code
            }
          }
          ... on SlotFull {
            day
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: key('appointment'),
        doctorId: doctor.id,
        day: slot.day,
        startsAt: slot.startsAt,
        note: 'Knee pain after the harvest',
        patient: { name: PATIENT, phone: phone(1), age: 52 },
      },
    },
  );
  if (!booked.appointment) throw new Error(`the slot filled up: ${JSON.stringify(booked)}`);
  return { code: booked.appointment.code, day: slot.day, doctorName: doctor.name };
}

describe('an admin following up appointments and requests', () => {
  it('marks an appointment visited, moves a contact message to Done with a note, and History says who did it', async () => {
    const medical = await requestHelp({
      idempotencyKey: key('medical'),
      kind: 'MEDICAL_ASSISTANCE',
      name: 'Anjali Bagdi',
      phone: phone(2),
      village: 'Supur',
      message: 'Ambulance to Bolpur tomorrow at 8 am',
    });
    const contact = await requestHelp({
      idempotencyKey: key('contact'),
      kind: 'CONTACT',
      name: CONTACT.name,
      phone: phone(3),
      message: CONTACT.message,
    });
    const appointment = await bookAppointment();

    await onPhone(async (admin) => {
      await signInAdmin(admin, '/admin');
      await admin.getByRole('link', { name: /^Requests/ }).waitFor();
      await screenshot(admin, 'admin-requests-home-phone');
      await admin.getByRole('link', { name: /^Appointments/ }).click();
      await admin.waitForURL('**/admin/appointments');
      await admin.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor();

      // The day of the booking, and its doctor: both go into the address.
      await admin.getByLabel('Day', { exact: true }).fill(appointment.day);
      await admin
        .getByLabel('Doctor', { exact: true })
        .locator('option', { hasText: appointment.doctorName })
        .waitFor({ state: 'attached' });
      await admin.getByLabel('Doctor', { exact: true }).selectOption({ label: appointment.doctorName });
      await admin.waitForURL((url) => url.searchParams.has('doctor'));
      const card = admin.getByRole('article', { name: `Appointment ${appointment.code}, ${PATIENT}` });
      await card.waitFor();
      expect(await card.getByTestId('appointment-state').textContent()).toBe('Booked');
      expect(await card.textContent()).toContain('52 years');
      expect(await card.textContent()).toContain('Knee pain after the harvest');
      await expectFitsThePhone(admin, [
        card.getByRole('button', { name: 'Visited' }),
        card.getByRole('button', { name: 'Cancel…' }),
        card.getByRole('button', { name: 'History' }),
        card.getByRole('link', { name: new RegExp(PATIENT) }),
        admin.getByLabel('Day', { exact: true }),
        admin.getByLabel('Doctor', { exact: true }),
      ]);
      await screenshot(admin, 'admin-appointments-phone');

      await card.getByRole('button', { name: 'Visited' }).click();
      await card.getByRole('alertdialog').getByRole('button', { name: 'Yes, visited' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${appointment.code} marked visited.` })
        .waitFor();
      await card.getByTestId('appointment-state').filter({ hasText: 'Visited' }).waitFor();
      expect(await card.getByRole('button', { name: 'Visited' }).count()).toBe(0);
      await card.getByRole('button', { name: 'History' }).click();
      const visited = card.getByTestId('audit-entry').filter({ hasText: 'Status changed by Administrator (admin)' });
      await visited.waitFor();
      expect(await visited.textContent()).toContain('State: Booked → Visited');
      await screenshot(admin, 'admin-appointments-visited-phone');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'admin-appointments-visited-desktop');
      await admin.setViewportSize(PHONE);

      // The requests: new ones of every kind first.
      await admin.goto('/admin/requests');
      await admin.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
      const ambulance = admin.getByRole('article', { name: `Request ${medical} from Anjali Bagdi` });
      await ambulance.waitFor();
      expect(await ambulance.textContent()).toContain('Medical assistance');
      await admin.getByLabel('Kind', { exact: true }).selectOption('CONTACT');
      await admin.waitForURL('**/admin/requests?kind=CONTACT');
      await ambulance.waitFor({ state: 'detached' });
      const message = admin.getByRole('article', { name: `Request ${contact} from ${CONTACT.name}` });
      await message.waitFor();
      expect(await message.textContent()).toContain(CONTACT.message);
      expect(await message.getByTestId('request-state').textContent()).toBe('New');

      await message.getByRole('button', { name: 'Move to…' }).click();
      const form = message.getByRole('form', { name: `Move ${contact} to` });
      await form.getByLabel('New state').selectOption('DONE');
      await form.getByLabel('Note (optional)').fill(NOTE);
      await expectFitsThePhone(admin, [
        form.getByLabel('New state'),
        form.getByLabel('Note (optional)'),
        form.getByRole('button', { name: 'Move' }),
      ]);
      await screenshot(admin, 'admin-requests-move-phone');
      await form.getByRole('button', { name: 'Move' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${contact} is now Done.` })
        .waitFor();
      await message.waitFor({ state: 'detached' });

      await admin.getByLabel('State', { exact: true }).selectOption('DONE');
      await admin.waitForURL('**/admin/requests?kind=CONTACT&status=DONE');
      const done = admin.getByRole('article', { name: `Request ${contact} from ${CONTACT.name}` });
      expect(await done.getByTestId('request-note').textContent()).toBe(NOTE);
      await done.getByRole('button', { name: 'History' }).click();
      const moved = done.getByTestId('audit-entry').filter({ hasText: 'Changed by Administrator (admin)' });
      await moved.waitFor();
      expect(await moved.textContent()).toContain('State: New → Done');
      expect(await moved.textContent()).toContain(`Note: ${NOTE}`);
      await screenshot(admin, 'admin-requests-done-phone');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'admin-requests-done-desktop');
    });
  });
});
