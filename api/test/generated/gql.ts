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
    "\n  query OrdersTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      id\n      code\n      kind\n      status\n      totalPaise\n      itemCount\n      customerName\n      customerPhone\n      address\n      landmark\n      nextStatuses\n      shop {\n        id\n        name\n        phone\n      }\n      lines {\n        position\n        productId\n        name\n        unit\n        quantity\n        unitPricePaise\n        totalPaise\n        available\n      }\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": typeof types.OrdersTrackDocument,
    "\n  mutation OrdersCancel($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": typeof types.OrdersCancelDocument,
    "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      code\n      placedAt\n      status\n      totalPaise\n      itemCount\n    }\n  }\n": typeof types.OrdersByPhoneDocument,
    "\n  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n      }\n    }\n  }\n": typeof types.OrdersUpdateDocument,
    "\n  mutation SignInRiderFlag($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        mustChangePassword\n      }\n    }\n  }\n": typeof types.SignInRiderFlagDocument,
    "\n  mutation PlaceCart($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPlaced {\n        checkoutCode\n        trackingToken\n        orders {\n          code\n          shopName\n          shopNameBn\n          totalPaise\n          itemCount\n          status\n        }\n      }\n      ... on CartNeedsChanges {\n        problems {\n          productId\n          reason\n          name\n          shopName\n          stock\n          pricePaise\n          opensAt\n          takesLaterOrders\n        }\n      }\n    }\n  }\n": typeof types.PlaceCartDocument,
    "\n  mutation BookLabTest($input: LabBookingInput!) {\n    bookLabTests(input: $input) {\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n": typeof types.BookLabTestDocument,
    "\n  mutation LabMove($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n    }\n  }\n": typeof types.LabMoveDocument,
    "\n  mutation LabSample($input: RecordLabSampleInput!) {\n    recordLabSample(input: $input) {\n      status\n      samplePlace\n      nextStatuses\n    }\n  }\n": typeof types.LabSampleDocument,
    "\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(input: { email: $email, password: $password }) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n        role\n        name\n        email\n      }\n    }\n  }\n": typeof types.SignInAdminDocument,
    "\n  mutation SignInVendor($phone: String!, $password: String!) {\n    signInVendor(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        vendorId\n        vendorCategory\n      }\n    }\n  }\n": typeof types.SignInVendorDocument,
    "\n  mutation SignInDelivery($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n      }\n    }\n  }\n": typeof types.SignInDeliveryDocument,
    "\n  mutation Refresh {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n": typeof types.RefreshDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      id\n      role\n      name\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query OrdersTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      id\n      code\n      kind\n      status\n      totalPaise\n      itemCount\n      customerName\n      customerPhone\n      address\n      landmark\n      nextStatuses\n      shop {\n        id\n        name\n        phone\n      }\n      lines {\n        position\n        productId\n        name\n        unit\n        quantity\n        unitPricePaise\n        totalPaise\n        available\n      }\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": types.OrdersTrackDocument,
    "\n  mutation OrdersCancel($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": types.OrdersCancelDocument,
    "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      code\n      placedAt\n      status\n      totalPaise\n      itemCount\n    }\n  }\n": types.OrdersByPhoneDocument,
    "\n  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n      }\n    }\n  }\n": types.OrdersUpdateDocument,
    "\n  mutation SignInRiderFlag($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        mustChangePassword\n      }\n    }\n  }\n": types.SignInRiderFlagDocument,
    "\n  mutation PlaceCart($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPlaced {\n        checkoutCode\n        trackingToken\n        orders {\n          code\n          shopName\n          shopNameBn\n          totalPaise\n          itemCount\n          status\n        }\n      }\n      ... on CartNeedsChanges {\n        problems {\n          productId\n          reason\n          name\n          shopName\n          stock\n          pricePaise\n          opensAt\n          takesLaterOrders\n        }\n      }\n    }\n  }\n": types.PlaceCartDocument,
    "\n  mutation BookLabTest($input: LabBookingInput!) {\n    bookLabTests(input: $input) {\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n": types.BookLabTestDocument,
    "\n  mutation LabMove($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n    }\n  }\n": types.LabMoveDocument,
    "\n  mutation LabSample($input: RecordLabSampleInput!) {\n    recordLabSample(input: $input) {\n      status\n      samplePlace\n      nextStatuses\n    }\n  }\n": types.LabSampleDocument,
    "\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(input: { email: $email, password: $password }) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n        role\n        name\n        email\n      }\n    }\n  }\n": types.SignInAdminDocument,
    "\n  mutation SignInVendor($phone: String!, $password: String!) {\n    signInVendor(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        vendorId\n        vendorCategory\n      }\n    }\n  }\n": types.SignInVendorDocument,
    "\n  mutation SignInDelivery($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n      }\n    }\n  }\n": types.SignInDeliveryDocument,
    "\n  mutation Refresh {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n": types.RefreshDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      id\n      role\n      name\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      id\n      code\n      kind\n      status\n      totalPaise\n      itemCount\n      customerName\n      customerPhone\n      address\n      landmark\n      nextStatuses\n      shop {\n        id\n        name\n        phone\n      }\n      lines {\n        position\n        productId\n        name\n        unit\n        quantity\n        unitPricePaise\n        totalPaise\n        available\n      }\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      id\n      code\n      kind\n      status\n      totalPaise\n      itemCount\n      customerName\n      customerPhone\n      address\n      landmark\n      nextStatuses\n      shop {\n        id\n        name\n        phone\n      }\n      lines {\n        position\n        productId\n        name\n        unit\n        quantity\n        unitPricePaise\n        totalPaise\n        available\n      }\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersCancel($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersCancel($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      code\n      placedAt\n      status\n      totalPaise\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      code\n      placedAt\n      status\n      totalPaise\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInRiderFlag($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        mustChangePassword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInRiderFlag($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        mustChangePassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceCart($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPlaced {\n        checkoutCode\n        trackingToken\n        orders {\n          code\n          shopName\n          shopNameBn\n          totalPaise\n          itemCount\n          status\n        }\n      }\n      ... on CartNeedsChanges {\n        problems {\n          productId\n          reason\n          name\n          shopName\n          stock\n          pricePaise\n          opensAt\n          takesLaterOrders\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceCart($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPlaced {\n        checkoutCode\n        trackingToken\n        orders {\n          code\n          shopName\n          shopNameBn\n          totalPaise\n          itemCount\n          status\n        }\n      }\n      ... on CartNeedsChanges {\n        problems {\n          productId\n          reason\n          name\n          shopName\n          stock\n          pricePaise\n          opensAt\n          takesLaterOrders\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookLabTest($input: LabBookingInput!) {\n    bookLabTests(input: $input) {\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookLabTest($input: LabBookingInput!) {\n    bookLabTests(input: $input) {\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LabMove($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation LabMove($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LabSample($input: RecordLabSampleInput!) {\n    recordLabSample(input: $input) {\n      status\n      samplePlace\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation LabSample($input: RecordLabSampleInput!) {\n    recordLabSample(input: $input) {\n      status\n      samplePlace\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(input: { email: $email, password: $password }) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n        role\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(input: { email: $email, password: $password }) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n        role\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInVendor($phone: String!, $password: String!) {\n    signInVendor(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        vendorId\n        vendorCategory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInVendor($phone: String!, $password: String!) {\n    signInVendor(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n        vendorId\n        vendorCategory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInDelivery($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInDelivery($phone: String!, $password: String!) {\n    signInDelivery(input: { phone: $phone, password: $password }) {\n      accessToken\n      user {\n        id\n        role\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Refresh {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Refresh {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      role\n      name\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      role\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;