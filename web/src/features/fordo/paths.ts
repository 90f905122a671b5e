/** A fordo is the customer's own written shopping list, priced by a vendor line by line. */
export const fordoPaths = {
  grocery: '/grocery/fordo',
  bazaar: '/bazaar/fordo',
} as const;
