import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { TeacherMode } from './teacher-mode';

registerEnumType(TeacherMode, {
  name: 'TeacherMode',
  description: "Where the teaching happens: the student's home, the teacher's coaching centre, or online.",
});

@ObjectType('Teacher', { description: 'A private tutor, found by subject, class and village.' })
export class Teacher {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field(() => [String])
  subjects: string[];

  @Field(() => [String], { nullable: true, description: 'The same subjects in Bengali, in the same order.' })
  subjectsBn: string[] | null;

  @Field(() => [String], { nullable: true, description: 'The same subjects in Hindi, in the same order.' })
  subjectsHi: string[] | null;

  @Field(() => Int, { description: 'Lowest class taught, 1–12.' })
  classFrom: number;

  @Field(() => Int, { description: 'Highest class taught, 1–12.' })
  classTo: number;

  @Field()
  village: string;

  @Field(() => Int, { description: 'Monthly fee in paise.' })
  feePaise: number;

  @Field(() => [TeacherMode])
  modes: TeacherMode[];

  @Field({ description: 'The number to dial, ready for a tel: link.' })
  phone: string;

  @Field()
  qualifications: string;

  @Field(() => String, { nullable: true })
  qualificationsBn: string | null;

  @Field(() => String, { nullable: true })
  qualificationsHi: string | null;

  @Field({ description: 'Shown in the finder; only admins see teachers who are not.' })
  active: boolean;
}

export const TeacherConnection = Connection(Teacher, 'Teacher');

@ObjectType('TeacherSubject', {
  description: 'A subject the finder offers, with its Bengali and Hindi names where a teacher wrote them.',
})
export class TeacherSubject {
  @Field({ description: 'The English name, which the finder filters by.' })
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;
}

@ObjectType('TeacherFilters', { description: "The teacher finder's choices: what is taught, and where." })
export class TeacherFilters {
  @Field(() => [String])
  subjects: string[];

  @Field(() => [TeacherSubject], { description: 'The same subjects, each with its Bengali and Hindi names.' })
  subjectNames: TeacherSubject[];

  @Field(() => [String])
  villages: string[];
}
