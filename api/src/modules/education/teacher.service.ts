import type { RequestContext } from '../../shared/context';
import { keysetPage, rankedKeysetPage, searchPattern, type Page } from '../../shared/pagination';
import { closenessKey, likePattern, searchCondition, searchQueryOf } from '../../shared/search/search-text';
import type { TeachersArgs } from './teacher.inputs';
import { TeacherEntity } from './teacher.entity';
import type { TeacherFilters } from './teacher.types';
import { isStorableText, NOTHING_MATCHES } from '../../shared/storable-text';

/** Active teachers matching every filter given, by name; one query a page. */
export async function findTeachers(ctx: RequestContext, args: TeachersArgs): Promise<Page<TeacherEntity>> {
  // A subject or village no column can hold (NUL) matches nothing; the database would refuse it.
  if (!isStorableText(args.subject ?? '') || !isStorableText(args.village ?? ''))
    return { ...NOTHING_MATCHES, nodes: [] };
  const query = ctx.db.getRepository(TeacherEntity).createQueryBuilder('t').where('t.active = true');
  const subject = args.subject?.trim();
  if (subject) query.andWhere('t.subjects @> ARRAY[:subject]::text[]', { subject });
  if (args.classLevel != null) {
    query.andWhere('t.classFrom <= :classLevel AND t.classTo >= :classLevel', { classLevel: args.classLevel });
  }
  const village = args.village?.trim();
  if (village) query.andWhere('lower(t.village) = lower(:village)', { village });
  const pattern = searchPattern(args.search);
  const typed = searchQueryOf(args.search);
  if (pattern && typed) {
    // A name as people spell it, closest first; a village, qualification or subject as typed.
    query.andWhere(
      `(${searchCondition(':typed', ':typedLike', 't.search_text')} OR t.village ILIKE :pattern
        OR t.qualifications ILIKE :pattern OR array_to_string(t.subjects, ' ') ILIKE :pattern)`,
      { pattern, typed, typedLike: likePattern(typed) },
    );
    return rankedKeysetPage(query, args, closenessKey(':typed', 't.search_text', 't.name'));
  }
  return keysetPage(query, args, { expression: 't.name', valueOf: (row) => row.name });
}

/** What the finder's selects offer: only subjects and villages someone actually teaches. */
export async function teacherFilters(ctx: RequestContext): Promise<TeacherFilters> {
  const [subjects, villages] = await Promise.all([
    // Each subject beside its Bengali and Hindi names, paired by place in the lists.
    ctx.db.query<{ subject: string; subject_bn: string | null; subject_hi: string | null }[]>(
      `SELECT s.subject, min(s.subject_bn) AS subject_bn, min(s.subject_hi) AS subject_hi
         FROM teacher t, unnest(t.subjects, t.subjects_bn, t.subjects_hi) AS s(subject, subject_bn, subject_hi)
        WHERE t.active AND s.subject IS NOT NULL
        GROUP BY s.subject ORDER BY s.subject`,
    ),
    ctx.db.query<{ village: string }[]>(`SELECT DISTINCT village FROM teacher WHERE active ORDER BY village`),
  ]);
  return {
    subjects: subjects.map((r) => r.subject),
    subjectNames: subjects.map((r) => ({ name: r.subject, nameBn: r.subject_bn, nameHi: r.subject_hi })),
    villages: villages.map((r) => r.village),
  };
}
