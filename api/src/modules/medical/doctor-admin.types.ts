import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { Doctor } from './doctor.types';

@ObjectType('AdminDoctor', {
  description: 'A doctor as admins keep them: hidden ones too, with how many patients a slot takes.',
})
export class AdminDoctor extends Doctor {
  @Field(() => Int, { description: 'How many patients one hour-long slot takes before it is full.' })
  patientsPerSlot: number;

  @Field({ description: 'False hides the doctor from customers and from booking; their appointments stay.' })
  active: boolean;
}

export const AdminDoctorConnection = Connection(AdminDoctor, 'AdminDoctor');
