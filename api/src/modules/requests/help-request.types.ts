import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { HelpRequestKind, HelpRequestStatus } from './help-request-enums';

@ObjectType('HelpRequestReceipt', {
  description: 'What the person asking is told: a code to quote.',
  simpleResolvers: true,
})
export class HelpRequestReceipt {
  @Field()
  code: string;

  @Field(() => HelpRequestStatus)
  status: HelpRequestStatus;
}

@ObjectType('HelpRequest', {
  description: 'A request for medical assistance or a service, as admins see it.',
  simpleResolvers: true,
})
export class HelpRequest {
  @Field(() => ID)
  id: string;

  @Field()
  code: string;

  @Field(() => HelpRequestKind)
  kind: HelpRequestKind;

  @Field(() => String, { nullable: true })
  serviceType: string | null;

  @Field()
  name: string;

  @Field()
  phone: string;

  @Field(() => String, { nullable: true })
  village: string | null;

  @Field()
  message: string;

  @Field(() => HelpRequestStatus)
  status: HelpRequestStatus;

  @Field(() => String, { nullable: true })
  adminNote: string | null;

  @Field()
  createdAt: Date;

  @Field(() => [HelpRequestStatus], { description: 'Where an admin may move it now.' })
  nextStatuses: HelpRequestStatus[];
}

export const HelpRequestConnection = Connection(HelpRequest, 'HelpRequest');
export type HelpRequestConnection = InstanceType<typeof HelpRequestConnection>;
