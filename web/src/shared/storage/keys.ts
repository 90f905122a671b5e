/** Every localStorage key the app uses, in one place so none collide. */
export const storageKeys = {
  cart: 'haat.cart',
  deliveryAddress: 'haat.delivery-address',
  orderContact: 'haat.order-contact',
  /** The customer's details as typed, before a send checks and keeps them (deliveryAddress). */
  customerDraft: 'haat.customer-draft',
  /** The orders placed from this browser, each with the tracking token that shows its details. */
  myOrders: 'haat.my-orders',
  /** The idempotency key of a Place order press that got no answer, kept for its retry. */
  checkoutKey: 'haat.checkout-key',
  /**
   * The same for a press of Send list (a fordo or a medicine order), of Book these tests, of Book
   * the appointment and of Send a request: each form its own, so one never discards another's.
   */
  listOrderKey: 'haat.list-order-key',
  labBookingKey: 'haat.lab-booking-key',
  appointmentKey: 'haat.appointment-key',
  helpRequestKey: 'haat.help-request-key',
  /** A help request as typed, by the form it is typed in, until it is sent. */
  helpRequestDraft: 'haat.help-request-draft',
  /** An appointment's patient details as typed, until the appointment is booked. */
  appointmentDraft: 'haat.appointment-draft',
  /** The lab tests ticked for booking, kept while the customer looks further or the page reloads. */
  labSelection: 'haat.lab-selection',
  /** The appointments booked from this browser, each with the token that cancels it. */
  myAppointments: 'haat.my-appointments',
  /** A list being written, by kind of shop, so a reload or a dropped connection loses none of it. */
  listDraft: 'haat.list-draft',
  /** Orders and bookings made while offline, each with its idempotency key, waiting for the network. */
  outbox: 'haat.outbox',
  language: 'haat.language',
  /** The doctors page's Specialist / General choice (the seed's selectBtn). */
  doctorKind: 'haat.doctor-kind',
  /** Written by earlier versions (a staff member's profile, never read) and removed where found. */
  oldVendorProfile: 'haat.vendor',
  oldDeliveryProfile: 'haat.delivery-person',
  /**
   * Set while this phone has a staff session to restore (from a sign-in until the server says it
   * ended). Customers never sign in, so their pages skip the restore, its code and its request.
   */
  staffSession: 'haat.staff-session',
  /** Set when signing out could not reach the server, so the next start finishes it. */
  pendingSignOut: 'haat.sign-out-pending',
} as const;
