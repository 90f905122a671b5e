import { EmergencyContacts1763740000000 } from './1763740000000-emergency-contacts';
import { VillageCatalog1763740100000 } from './1763740100000-village-catalog';
import { Identity1763740200000 } from './1763740200000-identity';
import { Orders1763740300000 } from './1763740300000-orders';
import { Appointments1763740400000 } from './1763740400000-appointments';
import { HelpRequests1763740500000 } from './1763740500000-help-requests';
import { Workspaces1763740600000 } from './1763740600000-workspaces';
import { Outbox1763740700000 } from './1763740700000-outbox';
import { AuditTrail1763740800000 } from './1763740800000-audit-trail';
import { ContactMessages1763740900000 } from './1763740900000-contact-messages';
import { AuditDirectoryRecords1763741000000 } from './1763741000000-audit-directory-records';
import { UploadedPictures1763741500000 } from './1763741500000-uploaded-pictures';
import { SessionStart1763741600000 } from './1763741600000-session-start';
import { Allowances1763741700000 } from './1763741700000-allowances';
import { PrescriptionUploads1763741800000 } from './1763741800000-prescription-uploads';
import { LabBookingPath1763742600000 } from './1763742600000-lab-booking-path';
import { PasswordChangeRequired1763742700000 } from './1763742700000-password-change-required';
import { ShopDeliversItself1763742800000 } from './1763742800000-shop-delivers-itself';
import { ShopDay1763742900000 } from './1763742900000-shop-day';
import { PrescriptionPhotos1763743000000 } from './1763743000000-prescription-photos';
import { SearchText1763743100000 } from './1763743100000-search-text';
import { RecordLanguages1763743200000 } from './1763743200000-record-languages';
import { ProductSearchSignature1763743300000 } from './1763743300000-product-search-signature';
import { MedicalLanguages1763743400000 } from './1763743400000-medical-languages';
import { DirectoryLanguages1763743500000 } from './1763743500000-directory-languages';
import { TransportLanguages1763743600000 } from './1763743600000-transport-languages';
import { ShopWordsInBengali1763744500000 } from './1763744500000-shop-words-in-bengali';
import { SentencesInHindi1763744600000 } from './1763744600000-sentences-in-hindi';

/** Every migration, oldest first. Listed by hand so the build, Jest and the dev runner agree. */
export const migrations = [
  EmergencyContacts1763740000000,
  VillageCatalog1763740100000,
  Identity1763740200000,
  Orders1763740300000,
  Appointments1763740400000,
  HelpRequests1763740500000,
  Workspaces1763740600000,
  Outbox1763740700000,
  AuditTrail1763740800000,
  ContactMessages1763740900000,
  AuditDirectoryRecords1763741000000,
  UploadedPictures1763741500000,
  SessionStart1763741600000,
  Allowances1763741700000,
  PrescriptionUploads1763741800000,
  LabBookingPath1763742600000,
  PasswordChangeRequired1763742700000,
  ShopDeliversItself1763742800000,
  ShopDay1763742900000,
  PrescriptionPhotos1763743000000,
  SearchText1763743100000,
  RecordLanguages1763743200000,
  ProductSearchSignature1763743300000,
  MedicalLanguages1763743400000,
  DirectoryLanguages1763743500000,
  TransportLanguages1763743600000,
  ShopWordsInBengali1763744500000,
  SentencesInHindi1763744600000,
];
