import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema } from 'type-graphql';
import type { PubSub } from 'type-graphql';
import { ProductResolver } from './modules/catalog/product.resolver';
import { VendorResolver } from './modules/catalog/vendor.resolver';
import { VendorAdminResolver } from './modules/catalog/vendor-admin.resolver';
import { ShopProductResolver } from './modules/catalog/shop-product.resolver';
import { EmergencyContactAdminResolver } from './modules/emergency/emergency-contact.admin';
import { EmergencyContactResolver } from './modules/emergency/emergency-contact.resolver';
import { IdentityResolver } from './modules/identity/identity.resolver';
import { DoctorResolver } from './modules/medical/doctor.resolver';
import { LabTestResolver } from './modules/medical/lab-test.resolver';
import { ShopLabTestResolver } from './modules/medical/shop-lab-test.resolver';
import { MedicalPlaceResolver } from './modules/medical/medical-place.resolver';
import { MedicalPlaceAdminResolver } from './modules/medical/medical-place.admin';
import { AdminDoctorFieldsResolver, DoctorAdminResolver } from './modules/medical/doctor.admin';
import { AdminLabTestFieldsResolver, LabTestAdminResolver } from './modules/medical/lab-test.admin';
import { SpecialtyAdminResolver } from './modules/medical/specialty.admin';
import { SpecialtyResolver } from './modules/medical/specialty.resolver';
import { ContentResolver } from './modules/content/content.resolver';
import { ServiceProviderAdminResolver } from './modules/directory/service-provider.admin';
import { HomeBannerAdminResolver } from './modules/content/home-banner.admin';
import { PageAdminResolver } from './modules/content/page.admin';
import { ServiceProviderResolver } from './modules/directory/service-provider.resolver';
import { TeacherAdminResolver } from './modules/education/teacher.admin';
import { TeacherResolver } from './modules/education/teacher.resolver';
import { FeedPostAdminResolver } from './modules/feed/feed-post.admin';
import { FeedPostResolver } from './modules/feed/feed-post.resolver';
import { GalleryAlbumAdminResolver } from './modules/gallery/gallery-album.admin';
import { GalleryImageAdminResolver } from './modules/gallery/gallery-image.admin';
import { GalleryResolver } from './modules/gallery/gallery.resolver';
import { LabBookingResolver } from './modules/orders/lab-booking.resolver';
import { OrderResolver } from './modules/orders/order.resolver';
import { OrderSubscriptionResolver } from './modules/orders/order-subscription.resolver';
import { AppointmentResolver } from './modules/appointments/appointment.resolver';
import { HelpRequestResolver } from './modules/requests/help-request.resolver';
import { OutboxResolver } from './modules/notify/outbox.resolver';
import { AuditResolver } from './modules/audit/audit.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { BusRouteAdminResolver } from './modules/transport/bus-route.admin';
import { AdminBusTripFieldsResolver, BusTripAdminResolver } from './modules/transport/bus-trip.admin';
import { CarAdminResolver } from './modules/transport/car.admin';
import { TotoDriverAdminResolver } from './modules/transport/toto-driver.admin';
import { TotoStandAdminResolver } from './modules/transport/toto-stand.admin';
import { TotoDriverResolver, TotoStandResolver, TransportResolver } from './modules/transport/transport.resolver';
import { authChecker, denyUnmarkedRootFields } from './shared/auth/access-rules';
import { validateArgs } from './shared/validate-args';

/** Every resolver class; a new module adds its resolvers here. */
export const resolvers = [
  EmergencyContactResolver,
  EmergencyContactAdminResolver,
  IdentityResolver,
  ProductResolver,
  VendorResolver,
  VendorAdminResolver,
  ShopProductResolver,
  DoctorResolver,
  LabTestResolver,
  ShopLabTestResolver,
  MedicalPlaceResolver,
  SpecialtyResolver,
  SpecialtyAdminResolver,
  DoctorAdminResolver,
  AdminDoctorFieldsResolver,
  LabTestAdminResolver,
  AdminLabTestFieldsResolver,
  MedicalPlaceAdminResolver,
  TeacherResolver,
  TeacherAdminResolver,
  TotoStandResolver,
  TotoDriverResolver,
  TransportResolver,
  TotoStandAdminResolver,
  TotoDriverAdminResolver,
  CarAdminResolver,
  BusRouteAdminResolver,
  BusTripAdminResolver,
  AdminBusTripFieldsResolver,
  ServiceProviderResolver,
  ServiceProviderAdminResolver,
  FeedPostResolver,
  FeedPostAdminResolver,
  GalleryResolver,
  GalleryAlbumAdminResolver,
  GalleryImageAdminResolver,
  ContentResolver,
  HomeBannerAdminResolver,
  PageAdminResolver,
  OrderResolver,
  LabBookingResolver,
  OrderSubscriptionResolver,
  AppointmentResolver,
  HelpRequestResolver,
  OutboxResolver,
  AuditResolver,
  DashboardResolver,
] as const;

/**
 * The schema from the resolvers. Subscriptions subscribe through the app's events (see
 * order-events.ts); a build for the schema alone (tests, `npm run schema`) gets a local pub/sub.
 */
export async function buildAppSchema(pubSub?: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub: pubSub ?? createPubSub(),
    validateFn: validateArgs,
    authChecker,
    authMode: 'error',
    emitSchemaFile: false,
  });
  return denyUnmarkedRootFields(schema);
}
