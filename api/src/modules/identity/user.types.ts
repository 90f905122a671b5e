import { Connection } from '../../shared/pagination';
import { Field, ID, ObjectType } from 'type-graphql';
import { VendorCategory } from '../catalog/vendor-category';
import { UserRole } from './user-role';

@ObjectType('User', { description: 'Someone who signs in: an admin, a vendor or a delivery person.' })
export class User {
  @Field(() => ID)
  id: string;

  @Field(() => UserRole)
  role: UserRole;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'Admins sign in with it.' })
  email: string | null;

  @Field(() => String, { nullable: true, description: '+91XXXXXXXXXX; vendors and delivery staff sign in with it.' })
  phone: string | null;

  @Field(() => ID, { nullable: true, description: 'The shop a vendor account runs.' })
  vendorId: string | null;

  /** Resolved from the shop (see UserResolver). */
  @Field(() => VendorCategory, { nullable: true, description: "The shop's category, which picks the vendor's area." })
  vendorCategory?: VendorCategory | null;

  @Field({ description: 'A disabled account cannot sign in.' })
  disabled: boolean;

  @Field({
    description: 'An admin set this password: until its owner changes it, only changePassword, me and signOut work.',
  })
  mustChangePassword: boolean;
}

@ObjectType('AuthPayload', {
  description: 'A signed-in session. The refresh token travels only in an httpOnly cookie.',
})
export class AuthPayload {
  @Field({ description: 'Send as "Authorization: Bearer <token>"; valid 15 minutes.' })
  accessToken: string;

  @Field()
  accessTokenExpiresAt: Date;

  @Field(() => User)
  user: User;
}

export const UserConnection = Connection(User, 'User');
