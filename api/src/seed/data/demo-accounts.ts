/**
 * Demo sign-ins, made only outside production so a newcomer can try the vendor and delivery
 * areas: every shop of the demo village signs in with its own phone number and this password.
 */
export const DEMO_PASSWORD = 'haat-demo-2026';

export const demoDeliveryStaff = [
  { name: 'Raju Bagdi', phone: '+919800112233' },
  { name: 'Sk Jamal Uddin', phone: '+919734556677' },
];
