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
  common: (type: string) => `/medical/common/${encodeURIComponent(type)}`,
  doctorsBySpecialty: (spec: string) => `/medical/doctor/doctorDetails/${encodeURIComponent(spec)}`,
};
