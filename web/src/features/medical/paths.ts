import type { MedicalPlaceType } from '../../generated/graphql';

/** The five /medical/common/{type} listings, in the order people reach for them, with their URL segment. */
export const medicalPlaceTypes = [
  { slug: 'hospital', type: 'HOSPITAL' },
  { slug: 'clinic', type: 'CLINIC' },
  { slug: 'diagnostic-centre', type: 'DIAGNOSTIC_CENTRE' },
  { slug: 'blood-bank', type: 'BLOOD_BANK' },
  { slug: 'nursing-home', type: 'NURSING_HOME' },
] as const satisfies readonly { slug: string; type: MedicalPlaceType }[];

export type MedicalPlaceSlug = (typeof medicalPlaceTypes)[number]['slug'];

/** The listing a URL segment names, or undefined for a segment that names none. */
export function medicalPlaceTypeOf(slug: string | undefined): (typeof medicalPlaceTypes)[number] | undefined {
  return medicalPlaceTypes.find((entry) => entry.slug === slug);
}

export const medicalPaths = {
  medical: '/medical',
  pharmacy: '/medical/pharmacy',
  common: '/medical/common/:type',
  mediAssist: '/medical/mediAssist',
  doctor: '/medical/doctor',
  doctorDetails: '/medical/doctorDetails',
  doctorsBySpecialty: '/medical/doctor/doctorDetails/:spec',
  order: '/medical/order',
  labTest: '/medical/labTest',
  thankYou: '/medical/thankYou',
  appointment: '/medical/appointment',
} as const;

export const medicalLinks = {
  common: (type: MedicalPlaceSlug) => `/medical/common/${encodeURIComponent(type)}`,
  doctorsBySpecialty: (spec: string) => `/medical/doctor/doctorDetails/${encodeURIComponent(spec)}`,
  /** The seed's details route has no id segment, so the doctor rides in the query string. */
  doctorDetails: (id: string) => `/medical/doctorDetails?id=${encodeURIComponent(id)}`,
  appointment: (doctorId: string) => `/medical/appointment?doctor=${encodeURIComponent(doctorId)}`,
  /** An appointment booked on this browser, shown from its storage. */
  appointmentBooked: (code: string) => `/medical/appointment?booked=${encodeURIComponent(code)}`,
};
