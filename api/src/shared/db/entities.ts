import { HomeBannerEntity } from '../../modules/content/home-banner.entity';
import { PageEntity } from '../../modules/content/page.entity';
import { ProductEntity } from '../../modules/catalog/product.entity';
import { StockMovementEntity } from '../../modules/catalog/stock-movement.entity';
import { VendorEntity } from '../../modules/catalog/vendor.entity';
import { ServiceProviderEntity } from '../../modules/directory/service-provider.entity';
import { TeacherEntity } from '../../modules/education/teacher.entity';
import { EmergencyContactEntity } from '../../modules/emergency/emergency-contact.entity';
import { FeedPostEntity } from '../../modules/feed/feed-post.entity';
import { GalleryAlbumEntity } from '../../modules/gallery/gallery-album.entity';
import { GalleryImageEntity } from '../../modules/gallery/gallery-image.entity';
import { PasswordResetTokenEntity } from '../../modules/identity/password-reset-token.entity';
import { RefreshTokenEntity } from '../../modules/identity/refresh-token.entity';
import { SignInThrottleEntity } from '../../modules/identity/sign-in-throttle.entity';
import { UserSessionEntity } from '../../modules/identity/user-session.entity';
import { UserEntity } from '../../modules/identity/user.entity';
import { DoctorEntity } from '../../modules/medical/doctor.entity';
import { LabTestEntity } from '../../modules/medical/lab-test.entity';
import { MedicalPlaceEntity } from '../../modules/medical/medical-place.entity';
import { SpecialtyEntity } from '../../modules/medical/specialty.entity';
import { BusRouteEntity } from '../../modules/transport/bus-route.entity';
import { BusStopTimeEntity } from '../../modules/transport/bus-stop-time.entity';
import { BusTripEntity } from '../../modules/transport/bus-trip.entity';
import { CarEntity } from '../../modules/transport/car.entity';
import { TotoDriverEntity } from '../../modules/transport/toto-driver.entity';
import { TotoStandEntity } from '../../modules/transport/toto-stand.entity';
import { AppointmentSlotEntity } from '../../modules/appointments/appointment-slot.entity';
import { AppointmentEntity } from '../../modules/appointments/appointment.entity';
import { CheckoutEntity } from '../../modules/orders/checkout.entity';
import { HelpRequestEntity } from '../../modules/requests/help-request.entity';
import { AuditEntryEntity } from '../../modules/audit/audit-entry.entity';
import { OutboxMessageEntity } from '../../modules/notify/outbox-message.entity';
import { OrderEventEntity } from '../../modules/orders/order-event.entity';
import { OrderLineEntity } from '../../modules/orders/order-line.entity';
import { OrderEntity } from '../../modules/orders/order.entity';
import { PrescriptionUploadEntity } from '../../modules/orders/prescription-upload.entity';

/** Every TypeORM entity; a new module adds its entities here. */
export const entities = [
  EmergencyContactEntity,
  // catalog
  VendorEntity,
  ProductEntity,
  StockMovementEntity,
  // medical
  SpecialtyEntity,
  DoctorEntity,
  LabTestEntity,
  MedicalPlaceEntity,
  // education
  TeacherEntity,
  // transport
  TotoStandEntity,
  TotoDriverEntity,
  CarEntity,
  BusRouteEntity,
  BusTripEntity,
  BusStopTimeEntity,
  // directory
  ServiceProviderEntity,
  // feed
  FeedPostEntity,
  // gallery
  GalleryAlbumEntity,
  GalleryImageEntity,
  // content
  PageEntity,
  HomeBannerEntity,
  // identity
  UserEntity,
  UserSessionEntity,
  RefreshTokenEntity,
  PasswordResetTokenEntity,
  SignInThrottleEntity,
  // orders
  CheckoutEntity,
  OrderEntity,
  OrderLineEntity,
  OrderEventEntity,
  PrescriptionUploadEntity,
  // appointments
  AppointmentSlotEntity,
  AppointmentEntity,
  // requests
  HelpRequestEntity,
  // notify
  OutboxMessageEntity,
  // audit
  AuditEntryEntity,
];
