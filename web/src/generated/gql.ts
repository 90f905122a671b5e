/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.RequestPasswordResetDocument,
    "query EmergencyContacts($group: EmergencyGroup) {\n  emergencyContacts(group: $group) {\n    id\n    group\n    name\n    nameBn\n    phone\n    altPhone\n    area\n    available24h\n  }\n}": typeof types.EmergencyContactsDocument,
    "fragment SessionUser on User {\n  id\n  role\n  name\n  email\n  phone\n  vendorId\n  vendorCategory\n  disabled\n}\n\nfragment SessionPayload on AuthPayload {\n  accessToken\n  accessTokenExpiresAt\n  user {\n    ...SessionUser\n  }\n}\n\nmutation SignInAdmin($input: SignInWithEmailInput!) {\n  signInAdmin(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInVendor($input: SignInWithPhoneInput!) {\n  signInVendor(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInDelivery($input: SignInWithPhoneInput!) {\n  signInDelivery(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    ...SessionPayload\n  }\n}\n\nmutation SignOut {\n  signOut\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.RequestPasswordResetDocument,
    "query EmergencyContacts($group: EmergencyGroup) {\n  emergencyContacts(group: $group) {\n    id\n    group\n    name\n    nameBn\n    phone\n    altPhone\n    area\n    available24h\n  }\n}": types.EmergencyContactsDocument,
    "fragment SessionUser on User {\n  id\n  role\n  name\n  email\n  phone\n  vendorId\n  vendorCategory\n  disabled\n}\n\nfragment SessionPayload on AuthPayload {\n  accessToken\n  accessTokenExpiresAt\n  user {\n    ...SessionUser\n  }\n}\n\nmutation SignInAdmin($input: SignInWithEmailInput!) {\n  signInAdmin(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInVendor($input: SignInWithPhoneInput!) {\n  signInVendor(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInDelivery($input: SignInWithPhoneInput!) {\n  signInDelivery(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    ...SessionPayload\n  }\n}\n\nmutation SignOut {\n  signOut\n}": types.SessionUserFragmentDoc,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query EmergencyContacts($group: EmergencyGroup) {\n  emergencyContacts(group: $group) {\n    id\n    group\n    name\n    nameBn\n    phone\n    altPhone\n    area\n    available24h\n  }\n}"): (typeof documents)["query EmergencyContacts($group: EmergencyGroup) {\n  emergencyContacts(group: $group) {\n    id\n    group\n    name\n    nameBn\n    phone\n    altPhone\n    area\n    available24h\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment SessionUser on User {\n  id\n  role\n  name\n  email\n  phone\n  vendorId\n  vendorCategory\n  disabled\n}\n\nfragment SessionPayload on AuthPayload {\n  accessToken\n  accessTokenExpiresAt\n  user {\n    ...SessionUser\n  }\n}\n\nmutation SignInAdmin($input: SignInWithEmailInput!) {\n  signInAdmin(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInVendor($input: SignInWithPhoneInput!) {\n  signInVendor(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInDelivery($input: SignInWithPhoneInput!) {\n  signInDelivery(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    ...SessionPayload\n  }\n}\n\nmutation SignOut {\n  signOut\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  role\n  name\n  email\n  phone\n  vendorId\n  vendorCategory\n  disabled\n}\n\nfragment SessionPayload on AuthPayload {\n  accessToken\n  accessTokenExpiresAt\n  user {\n    ...SessionUser\n  }\n}\n\nmutation SignInAdmin($input: SignInWithEmailInput!) {\n  signInAdmin(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInVendor($input: SignInWithPhoneInput!) {\n  signInVendor(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation SignInDelivery($input: SignInWithPhoneInput!) {\n  signInDelivery(input: $input) {\n    ...SessionPayload\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    ...SessionPayload\n  }\n}\n\nmutation SignOut {\n  signOut\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;