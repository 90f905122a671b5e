import { IsEnum, IsOptional } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { DoctorKind } from './doctor-kind';
import { MedicalPlaceType } from './medical-place-type';

@ArgsType()
export class DoctorsArgs extends PageArgs {
  @Field(() => DoctorKind, { nullable: true, description: 'Specialists or general physicians; both when left out.' })
  @IsOptional()
  @IsEnum(DoctorKind, oneOf())
  kind?: DoctorKind | null;

  @Field(() => String, { nullable: true, description: "Only this specialty's doctors, by its slug." })
  specialtySlug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words to find in the name (English, Bengali or Hindi), specialty or qualifications.',
  })
  search?: string | null;
}

@ArgsType()
export class LabTestsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Words to find in the test name (English, Bengali or Hindi) or sample.',
  })
  search?: string | null;
}

@ArgsType()
export class MedicalPlacesArgs extends PageArgs {
  @Field(() => MedicalPlaceType)
  @IsEnum(MedicalPlaceType, oneOf())
  type: MedicalPlaceType;
}
