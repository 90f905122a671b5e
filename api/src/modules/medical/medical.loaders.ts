import { In } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { requestLoader } from '../../shared/request-loader';
import { DoctorKind } from './doctor-kind';
import { DoctorEntity } from './doctor.entity';
import { SpecialtyEntity } from './specialty.entity';

/** Specialties by id, one query per request however many doctors ask. */
export function specialtyById(ctx: RequestContext) {
  return requestLoader<string, SpecialtyEntity | null>(ctx, 'specialtyById', async (ids) => {
    const rows = await ctx.db.manager.find(SpecialtyEntity, { where: { id: In([...ids]) } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * How many active doctors each specialty has, optionally of one kind: one grouped count for the
 * whole list of specialties, a loader per kind so the kinds never mix.
 */
export function doctorCountBySpecialty(ctx: RequestContext, kind: DoctorKind | null) {
  return requestLoader<string, number>(ctx, `doctorCountBySpecialty:${kind ?? 'ALL'}`, async (ids) => {
    const query = ctx.db
      .createQueryBuilder(DoctorEntity, 'd')
      .select('d.specialty_id', 'specialtyId')
      .addSelect('count(*)::int', 'count')
      .where('d.active')
      .andWhere('d.specialty_id IN (:...ids)', { ids: [...ids] })
      .groupBy('d.specialty_id');
    if (kind) query.andWhere('d.is_specialist = :isSpecialist', { isSpecialist: kind === DoctorKind.SPECIALIST });
    const rows = await query.getRawMany<{ specialtyId: string; count: number }>();
    const counts = new Map(rows.map((row) => [row.specialtyId, Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
