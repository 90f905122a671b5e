// Each API module's public files: what other modules may import from it. Everything else in a
// module folder is its own business; the lint (eslint.config.mjs) refuses any other import across
// modules. A file joins this list when another module has a reason to need it, not by default.
export const apiModulePublicFiles = {
  'admin-records': ['record-args.ts', 'record-fields.ts', 'record-kind.ts', 'record-resolver.ts', 'record-writes.ts'],
  appointments: ['appointment-status.ts'],
  audit: ['audit-enums.ts', 'record-audit.ts'],
  catalog: [
    'product.entity.ts',
    'shop-product.inputs.ts',
    'vendor-category.ts',
    'vendor-hours.ts',
    'vendor.entity.ts',
    'vendor.loaders.ts',
  ],
  identity: ['account.service.ts', 'password.ts', 'user-role.ts', 'user.entity.ts'],
  media: ['image-uploads.ts', 'image.types.ts', 'media-library.ts'],
  medical: ['doctor.entity.ts', 'lab-test.entity.ts'],
  notify: ['outbox-enums.ts', 'queue-notices.ts'],
  orders: ['order-code.ts', 'order-details.ts', 'order-needs.ts', 'order-status.ts', 'tracking-token.ts'],
  requests: ['help-request-enums.ts'],
};
