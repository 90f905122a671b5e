import type { RequestContext } from '../../shared/context';
import { keysetPage, type Page, type PageArgs } from '../../shared/pagination';
import { MedicalPlaceEntity } from './medical-place.entity';
import type { MedicalPlaceType } from './medical-place-type';
import type { MedicalPlace } from './medical-place.types';

/** Places of one type by name, a page at a time. */
export async function listMedicalPlaces(
  ctx: RequestContext,
  type: MedicalPlaceType,
  page: PageArgs,
): Promise<Page<MedicalPlace>> {
  const query = ctx.db.createQueryBuilder(MedicalPlaceEntity, 'p').where('p.type = :type', { type });
  return keysetPage(query, page, { expression: 'p.name', valueOf: (row) => row.name });
}
