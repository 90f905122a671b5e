import { registerEnumType } from 'type-graphql';

export enum AppointmentStatus {
  BOOKED = 'BOOKED',
  CANCELLED = 'CANCELLED',
  VISITED = 'VISITED',
}

registerEnumType(AppointmentStatus, { name: 'AppointmentStatus' });
