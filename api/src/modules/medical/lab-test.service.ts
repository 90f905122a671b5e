import type { RequestContext } from '../../shared/context';
import { keysetPage, type Page, type PageArgs } from '../../shared/pagination';
import { LabTestEntity } from './lab-test.entity';
import type { LabTest } from './lab-test.types';
import { matchEveryWord } from './medical-search';

export function toLabTest(row: LabTestEntity): LabTest {
  return {
    id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    nameHi: row.nameHi,
    pricePaise: row.pricePaise,
    sample: row.sample,
    sampleBn: row.sampleBn,
    sampleHi: row.sampleHi,
    preparation: row.preparation,
    preparationBn: row.preparationBn,
    preparationHi: row.preparationHi,
    reportTime: row.reportTime,
    reportTimeBn: row.reportTimeBn,
    reportTimeHi: row.reportTimeHi,
    homeCollection: row.homeCollection,
    vendorId: row.vendorId,
  };
}

/** Active lab tests by name, a page at a time, optionally matching words typed. */
export async function listLabTests(
  ctx: RequestContext,
  search: string | null | undefined,
  page: PageArgs,
): Promise<Page<LabTest>> {
  const query = ctx.db.createQueryBuilder(LabTestEntity, 't').where('t.active');
  matchEveryWord(query, ['t.name', 't.name_bn', 't.name_hi', 't.sample'], search);
  const result = await keysetPage(query, page, { expression: 't.name', valueOf: (row) => row.name });
  return { nodes: result.nodes.map(toLabTest), pageInfo: result.pageInfo };
}
