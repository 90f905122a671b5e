import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { ProductsArgs } from './product.inputs';
import { findProduct, listProducts } from './product.service';
import { Product, ProductConnection } from './product.types';

@Resolver(() => Product)
export class ProductResolver {
  @Public()
  @Query(() => ProductConnection, {
    description: 'Products of the shops on Haat, by name: of one catalog or shop, or matching a search.',
  })
  products(@Ctx() ctx: RequestContext, @Args() args: ProductsArgs): Promise<Page<Product>> {
    return listProducts(ctx, args);
  }

  @Public()
  @Query(() => Product, { nullable: true, description: 'One product; null when there is no such product on sale.' })
  product(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Product | null> {
    return findProduct(ctx, id);
  }
}
