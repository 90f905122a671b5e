import type { EntityManager } from 'typeorm';
import { TeacherEntity } from '../modules/education/teacher.entity';
import { SUBJECTS_BN, SUBJECTS_HI, teachers } from './data/education';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

export async function seedEducation(tx: EntityManager): Promise<SeedTally> {
  const teacher = await insertMissing(
    tx,
    TeacherEntity,
    teachers.map((t) => ({
      id: stableId('teacher', `${t.name}:${t.village}`),
      name: t.name,
      nameBn: t.nameBn,
      nameHi: t.nameHi,
      subjects: [...t.subjects],
      subjectsBn: t.subjects.map((subject) => SUBJECTS_BN[subject]),
      subjectsHi: t.subjects.map((subject) => SUBJECTS_HI[subject]),
      classFrom: t.classFrom,
      classTo: t.classTo,
      village: t.village,
      feePaise: t.feePaise,
      modes: t.modes,
      phone: t.phone,
      qualifications: t.qualifications,
      qualificationsBn: t.qualificationsBn,
      qualificationsHi: t.qualificationsHi,
      active: true,
    })),
  );
  return { teacher };
}
