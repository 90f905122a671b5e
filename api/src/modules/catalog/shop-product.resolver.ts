import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { Product, ProductConnection } from './product.types';
import {
  AdjustStockInput,
  AdminProductsArgs,
  CreateProductInput,
  LowStockArgs,
  SetStockInput,
  StockMovementsArgs,
  UpdateProductInput,
} from './shop-product.inputs';
import {
  adjustStock,
  adminProducts,
  createProduct,
  lowStock,
  setStock,
  stockMovements,
  updateProduct,
} from './shop-products.service';
import { StockMovement, StockMovementConnection } from './stock-movement.types';

/** A shop keeping its products and stock true: its vendor, or an admin for any shop. */
@Resolver()
export class ShopProductResolver {
  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Product, { description: "Adds a product to the shop's catalog, with its opening stock." })
  async createProduct(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateProductInput) input: CreateProductInput,
  ): Promise<Product> {
    return createProduct(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Product, {
    description: 'Changes what a product is and costs; CONFLICT if it changed since expectedVersion.',
  })
  async updateProduct(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateProductInput) input: UpdateProductInput,
  ): Promise<Product> {
    return updateProduct(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Product, {
    description: 'Sets the stock to a count; CONFLICT if it changed since expectedVersion. Recorded in the ledger.',
  })
  async setStock(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetStockInput) input: SetStockInput,
  ): Promise<Product> {
    return setStock(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Product, { description: 'Adds or takes away units, never below zero. Recorded in the ledger.' })
  async adjustStock(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AdjustStockInput) input: AdjustStockInput,
  ): Promise<Product> {
    return adjustStock(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Query(() => StockMovementConnection, { description: "A product's stock ledger, newest first." })
  async stockMovements(@Ctx() ctx: RequestContext, @Args() args: StockMovementsArgs): Promise<Page<StockMovement>> {
    return stockMovements(ctx, await ctx.auth.require(), args);
  }

  @Roles(UserRole.ADMIN)
  @Query(() => ProductConnection, {
    description:
      "Every shop's products for admins, by name, closed shops' too: of a shop or catalog, matching a search, off sale too, or only those running low.",
  })
  adminProducts(@Ctx() ctx: RequestContext, @Args() args: AdminProductsArgs): Promise<Page<Product>> {
    return adminProducts(ctx, args);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Query(() => [Product], { description: "The shop's products at or below a stock level, fewest first." })
  async lowStock(@Ctx() ctx: RequestContext, @Args() args: LowStockArgs): Promise<Product[]> {
    return lowStock(ctx, await ctx.auth.require(), args);
  }
}
