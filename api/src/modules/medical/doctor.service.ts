import type { RequestContext } from '../../shared/context';
import { requireUuid } from '../../shared/ids';
import { Brackets } from 'typeorm';
import { keysetPage, rankedKeysetPage, type Page, type PageArgs } from '../../shared/pagination';
import { closenessKey, likePattern, searchCondition, searchQueryOf } from '../../shared/search/search-text';
import { imageOf, sizeOf } from '../media/image.types';
import { doctorImageUrl } from './doctor-image';
import { DoctorKind } from './doctor-kind';
import { DoctorEntity } from './doctor.entity';
import type { Doctor } from './doctor.types';
import { matchEveryWord } from './medical-search';
import { SpecialtyEntity } from './specialty.entity';
import type { Specialty } from './specialty.types';

export interface DoctorFilter {
  kind?: DoctorKind | null;
  specialtySlug?: string | null;
  search?: string | null;
}

/** PostgreSQL's time comes back as HH:MM:SS; people read HH:MM. */
export function toDoctor(row: DoctorEntity): Doctor {
  return {
    id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    nameHi: row.nameHi,
    specialtyId: row.specialtyId,
    isSpecialist: row.isSpecialist,
    qualifications: row.qualifications,
    qualificationsBn: row.qualificationsBn,
    qualificationsHi: row.qualificationsHi,
    chamberName: row.chamberName,
    chamberNameBn: row.chamberNameBn,
    chamberNameHi: row.chamberNameHi,
    chamberAddress: row.chamberAddress,
    chamberAddressBn: row.chamberAddressBn,
    chamberAddressHi: row.chamberAddressHi,
    village: row.village,
    visitingDays: [...row.visitingDays].sort((a, b) => a - b),
    visitFrom: row.visitFrom.slice(0, 5),
    visitTo: row.visitTo.slice(0, 5),
    feePaise: row.feePaise,
    phone: row.phone,
    imageUrl: doctorImageUrl(row.image),
    image: imageOf(row.image, sizeOf(row.imageWidth, row.imageHeight)),
  };
}

/** Every specialty, in the order the doctors page lists them. */
export async function listSpecialties(ctx: RequestContext): Promise<Specialty[]> {
  return ctx.db.getRepository(SpecialtyEntity).find({ order: { sortOrder: 'ASC', name: 'ASC' } });
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug as typed in a URL, or null when it cannot be one (so no specialty has it). */
function normaliseSlug(slug: string): string | null {
  const normal = slug.trim().toLowerCase();
  return normal.length <= 100 && SLUG.test(normal) ? normal : null;
}

/** One specialty by its slug, or null when no specialty has it. */
export async function findSpecialty(ctx: RequestContext, slug: string): Promise<Specialty | null> {
  const normal = normaliseSlug(slug);
  return normal ? ctx.db.getRepository(SpecialtyEntity).findOneBy({ slug: normal }) : null;
}

/** Active doctors by name, a page at a time: of one kind, one specialty, matching words typed. */
export async function listDoctors(ctx: RequestContext, filter: DoctorFilter, page: PageArgs): Promise<Page<Doctor>> {
  const query = ctx.db
    .createQueryBuilder(DoctorEntity, 'd')
    // Joined only to filter and search on; the specialty field reads it through a loader.
    .leftJoin('d.specialty', 's')
    .where('d.active');
  if (filter.kind)
    query.andWhere('d.is_specialist = :isSpecialist', { isSpecialist: filter.kind === DoctorKind.SPECIALIST });
  if (filter.specialtySlug != null) {
    const slug = normaliseSlug(filter.specialtySlug);
    if (!slug) return { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } };
    query.andWhere('s.slug = :slug', { slug });
  }
  const typed = searchQueryOf(filter.search);
  if (typed) {
    // The doctor's name as people spell it, closest first; or every word typed found somewhere
    // (name, qualifications, specialty) as before.
    query.andWhere(
      new Brackets((any) => {
        any
          .where(searchCondition(':typed', ':typedLike', 'd.search_text'), { typed, typedLike: likePattern(typed) })
          .orWhere(
            new Brackets((all) =>
              matchEveryWord(
                all,
                ['d.name', 'd.name_bn', 'd.name_hi', 'd.qualifications', 's.name', 's.name_bn', 's.name_hi'],
                filter.search,
              ),
            ),
          );
      }),
    );
  }
  const result = typed
    ? await rankedKeysetPage(query, page, closenessKey(':typed', 'd.search_text', 'd.name'))
    : await keysetPage(query, page, { expression: 'd.name', valueOf: (row) => row.name });
  return { nodes: result.nodes.map(toDoctor), pageInfo: result.pageInfo };
}

/** One active doctor, or null; an id that is not a UUID is the caller's mistake. */
export async function findDoctor(ctx: RequestContext, id: string): Promise<Doctor | null> {
  const doctorId = requireUuid(id, 'id');
  const row = await ctx.db.getRepository(DoctorEntity).findOneBy({ id: doctorId, active: true });
  return row ? toDoctor(row) : null;
}
