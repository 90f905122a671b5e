import { IsEnum, IsOptional } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { ProductSection } from './product-section';

@ArgsType()
export class ProductsArgs extends PageArgs {
  @Field(() => ProductSection, { nullable: true, description: 'Only this catalog; every catalog when left out.' })
  @IsOptional()
  @IsEnum(ProductSection, oneOf())
  section?: ProductSection | null;

  @Field(() => ID, { nullable: true, description: "Only this shop's products." })
  vendorId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words from the name, in English or Bengali, any case. Only the first 100 characters count.',
  })
  search?: string | null;
}
