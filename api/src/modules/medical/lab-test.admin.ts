import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { notNegative, rupeesAtMost, said, tooLong, wholeNumber, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Ctx, Field, FieldResolver, ID, InputType, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { badUserInput } from '../../shared/errors';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { VendorCategory } from '../catalog/vendor-category';
import { VendorEntity } from '../catalog/vendor.entity';
import { vendorById } from '../catalog/vendor.loaders';
import { LabTestEntity } from './lab-test.entity';
import { toLabTest } from './lab-test.service';
import { LabTest } from './lab-test.types';

/** A test's price above this is a typo (paise for rupees): ₹50,000. */
export const MAX_PRICE_PAISE = 5_000_000;

@ObjectType('AdminLabTest', {
  description: 'A lab test as admins keep it: hidden ones too, with the lab that takes its bookings.',
})
export class AdminLabTest extends LabTest {
  @Field({ description: 'False hides the test from customers and from booking; its bookings stay.' })
  active: boolean;
}

@InputType({ description: 'A test one lab offers, as an admin writes it down.' })
export class LabTestInput {
  @Field()
  @IsNotEmpty(said('Enter the test\'s name, such as "Complete Blood Count (CBC)".', { reason: 'testNameRequired' }))
  @MaxLength(100, tooLong('the name', 100))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameHi?: string | null;

  @Field(() => Int, { description: 'The price in paise.' })
  @IsInt(wholeNumber('Enter the price in rupees, such as 350.'))
  @Min(0, notNegative('The price cannot be below ₹0.'))
  @Max(MAX_PRICE_PAISE, rupeesAtMost(MAX_PRICE_PAISE, 'Enter a price of ₹50,000 or less.'))
  pricePaise: number;

  @Field({ description: "What is collected: 'Blood', 'Urine', …" })
  @IsNotEmpty(said('Enter what is collected, such as Blood or Urine.', { reason: 'sampleRequired' }))
  @MaxLength(60, tooLong('the sample', 60))
  sample: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the sample', 60))
  sampleBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the sample', 60))
  sampleHi?: string | null;

  @Field(() => String, { nullable: true, description: "What the patient must do before, e.g. 'Fasting 10–12 hours'." })
  @IsOptional()
  @MaxLength(200, tooLong('the preparation', 200))
  preparation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the preparation', 200))
  preparationBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the preparation', 200))
  preparationHi?: string | null;

  @Field({ description: "When the report is ready, in words: 'Same day, 6 pm', 'Next day'." })
  @IsNotEmpty(said('Say when the report is ready, such as "Next day".', { reason: 'reportTimeRequired' }))
  @MaxLength(60, tooLong('this', 60))
  reportTime: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('this', 60))
  reportTimeBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('this', 60))
  reportTimeHi?: string | null;

  @Field({ description: 'The lab can collect the sample at home.' })
  @IsBoolean(yesOrNo())
  homeCollection: boolean;

  @Field(() => ID, {
    nullable: true,
    description:
      'The lab (a shop of kind LAB) that runs the test and takes its bookings; a test without one cannot be booked.',
  })
  @IsOptional()
  @IsUUID('all', said('Choose a lab from the list.', { reason: 'labNotListed' }))
  vendorId?: string | null;

  @Field({ description: 'False hides the test from customers and from booking; its bookings stay.' })
  @IsBoolean(yesOrNo())
  active: boolean;
}

@ArgsType()
export class AdminLabTestsArgs extends AdminRecordArgs {
  @Field(() => ID, { nullable: true, description: "Only this lab's tests." })
  @IsOptional()
  @IsUUID('all', said('Choose a lab from the list.', { reason: 'labNotListed' }))
  vendorId?: string | null;
}

export const labTestKind: RecordKind<LabTestEntity, LabTestInput, AdminLabTest, AdminLabTestsArgs> = {
  entity: LabTestEntity,
  noun: 'lab test',
  auditType: AuditEntity.LAB_TEST,
  alias: 't',
  fields: async (input, tx) => {
    const vendorId = input.vendorId || null;
    // Bookings go to the test's lab (lab-booking.service): it must be a lab, not a grocery.
    if (vendorId && !(await tx.existsBy(VendorEntity, { id: vendorId, category: VendorCategory.LAB })))
      throw badUserInput('There is no such lab; choose one from the list.', 'vendorId', { reason: 'labNotListed' });
    return {
      name: requiredText(input.name, 'name', 'Enter the test\'s name, such as "Complete Blood Count (CBC)".', {
        reason: 'testNameRequired',
      }),
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      pricePaise: input.pricePaise,
      sample: requiredText(input.sample, 'sample', 'Enter what is collected, such as Blood or Urine.', {
        reason: 'sampleRequired',
      }),
      sampleBn: optionalText(input.sampleBn),
      sampleHi: optionalText(input.sampleHi),
      preparation: optionalText(input.preparation),
      preparationBn: optionalText(input.preparationBn),
      preparationHi: optionalText(input.preparationHi),
      reportTime: requiredText(input.reportTime, 'reportTime', 'Say when the report is ready, such as "Next day".', {
        reason: 'reportTimeRequired',
      }),
      reportTimeBn: optionalText(input.reportTimeBn),
      reportTimeHi: optionalText(input.reportTimeHi),
      homeCollection: input.homeCollection,
      vendorId,
      active: input.active,
    };
  },
  toNode: (row) => ({ ...toLabTest(row), active: row.active }),
  list: {
    sort: { expression: 'lower(t.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['t.name', 't.name_bn', 't.name_hi', 't.sample'],
    filter: (query, args) => {
      if (args.vendorId) query.andWhere('t.vendor_id = :vendorId', { vendorId: args.vendorId });
    },
  },
  references: [
    {
      table: 'order_line',
      column: 'lab_test_id',
      reason: 'Bookings include this test, so it cannot be deleted. Hide it instead (untick "Shown to customers").',
      why: { reason: 'labTestHasBookings' },
    },
  ],
};

export const LabTestAdminResolver = recordAdminResolver(labTestKind, {
  name: 'LabTest',
  plural: 'LabTests',
  node: AdminLabTest,
  input: LabTestInput,
  connection: Connection(AdminLabTest, 'AdminLabTest'),
  args: AdminLabTestsArgs,
});

/** The lab of an admin's lab test: its id for the form (named as the trail names it), its name for the card (one query per request). */
@Resolver(() => AdminLabTest)
export class AdminLabTestFieldsResolver {
  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The lab (a shop of kind LAB) that runs the test and takes its bookings.',
  })
  vendorId(@Root() test: AdminLabTest): string | null {
    return test.vendorId;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name of the lab that runs the test.' })
  async labName(@Ctx() ctx: RequestContext, @Root() test: AdminLabTest): Promise<string | null> {
    if (!test.vendorId) return null;
    return (await vendorById(ctx).load(test.vendorId))?.name ?? null;
  }
}
