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
    "\n  query DatabaseRestartBrowse($section: ProductSection) {\n    products(section: $section, first: 20) {\n      nodes {\n        id\n        name\n        pricePaise\n        stock\n      }\n    }\n  }\n": typeof types.DatabaseRestartBrowseDocument,
    "\n  query DirectoryTeachers(\n    $subject: String\n    $classLevel: Int\n    $village: String\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    teachers(\n      subject: $subject\n      classLevel: $classLevel\n      village: $village\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      nodes {\n        id\n        name\n        nameBn\n        subjects\n        classFrom\n        classTo\n        village\n        feePaise\n        modes\n        phone\n        qualifications\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DirectoryTeachersDocument,
    "\n        query DirectoryTeacherFilters {\n          teacherFilters {\n            subjects\n            villages\n          }\n        }\n      ": typeof types.DirectoryTeacherFiltersDocument,
    "\n  query DirectoryToto($first: Int, $after: String) {\n    totoStands(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameBn\n        village\n        landmark\n        drivers {\n          id\n          name\n          nameBn\n          phone\n          vehicleNumber\n          available\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DirectoryTotoDocument,
    "\n      query DirectoryCars($first: Int, $after: String) {\n        cars(first: $first, after: $after) {\n          nodes {\n            driverName\n            model\n            seats\n            ratePaisePerKm\n            ac\n            phone\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    ": typeof types.DirectoryCarsDocument,
    "\n        query DirectoryBusRoutes {\n          busRoutes {\n            slug\n            upSlug\n            downSlug\n            directions {\n              slug\n              direction\n              fromPlace\n              toPlace\n            }\n          }\n        }\n      ": typeof types.DirectoryBusRoutesDocument,
    "\n    query DirectoryTimetable($direction: String!) {\n      busTimetable(direction: $direction) {\n        slug\n        direction\n        fromPlace\n        toPlace\n        returnSlug\n        route {\n          name\n        }\n        trips {\n          departsAt\n          operator\n          busName\n          days\n          stops {\n            order\n            name\n            nameBn\n            arrivesAt\n          }\n        }\n      }\n    }\n  ": typeof types.DirectoryTimetableDocument,
    "\n        query DirectoryServiceTypes {\n          serviceTypes {\n            slug\n            providerCount\n          }\n        }\n      ": typeof types.DirectoryServiceTypesDocument,
    "\n    query DirectoryProviders($type: String, $search: String, $first: Int, $after: String) {\n      serviceProviders(type: $type, search: $search, first: $first, after: $after) {\n        nodes {\n          name\n          nameBn\n          type\n          village\n          phone\n          description\n          visitChargePaise\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  ": typeof types.DirectoryProvidersDocument,
    "\n      query DirectoryType($slug: String!) {\n        serviceType(slug: $slug) {\n          slug\n          providerCount\n        }\n      }\n    ": typeof types.DirectoryTypeDocument,
    "\n    query DirectoryFeed($type: FeedType!, $first: Int, $after: String) {\n      feedPosts(type: $type, first: $first, after: $after) {\n        nodes {\n          id\n          type\n          title\n          titleBn\n          body\n          publishedAt\n          expiresAt\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  ": typeof types.DirectoryFeedDocument,
    "\n    query DirectoryAlbum($slug: String!) {\n      galleryAlbum(slug: $slug) {\n        slug\n        title\n        titleBn\n        description\n        images {\n          caption\n          captionBn\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n      }\n    }\n  ": typeof types.DirectoryAlbumDocument,
    "\n        query DirectoryGalleryAlbums {\n          galleryAlbums {\n            slug\n            images {\n              id\n            }\n          }\n        }\n      ": typeof types.DirectoryGalleryAlbumsDocument,
    "\n      query DirectoryPage($slug: String!) {\n        page(slug: $slug) {\n          slug\n          title\n          titleBn\n          body\n          bodyBn\n        }\n      }\n    ": typeof types.DirectoryPageDocument,
    "\n        query DirectoryHomeBanners {\n          homeBanners {\n            id\n            title\n            titleBn\n            subtitle\n            linkPath\n            image {\n              src\n              srcSet\n              width\n              height\n            }\n          }\n        }\n      ": typeof types.DirectoryHomeBannersDocument,
    "\n          query DirectoryGalleryAlbums2 {\n            galleryAlbums {\n              images {\n                id\n                image {\n                  src\n                }\n              }\n            }\n          }\n        ": typeof types.DirectoryGalleryAlbums2Document,
    "\n  query HealthQuery {\n    emergencyContacts(group: FIRE) {\n      name\n    }\n  }\n": typeof types.HealthQueryDocument,
    "\n  mutation IdentityBadInputSignInVendor($input: SignInWithPhoneInput!) {\n    signInVendor(input: $input) {\n      accessToken\n    }\n  }\n": typeof types.IdentityBadInputSignInVendorDocument,
    "\n  mutation IdentityBadInputSignInAdminInput($input: SignInWithEmailInput!) {\n    signInAdmin(input: $input) {\n      accessToken\n    }\n  }\n": typeof types.IdentityBadInputSignInAdminInputDocument,
    "\n  mutation IdentityBadInputCreateVendor($input: CreateVendorAccountInput!) {\n    createVendorAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.IdentityBadInputCreateVendorDocument,
    "\n  mutation IdentityBadInputShopHours($id: ID!, $input: ShopHoursInput!) {\n    updateShopHours(vendorId: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.IdentityBadInputShopHoursDocument,
    "\n      query ImagesHomeBanners {\n        homeBanners {\n          image {\n            src\n            srcSet\n          }\n        }\n      }\n    ": typeof types.ImagesHomeBannersDocument,
    "\n        query ImagesGalleryAlbum {\n          galleryAlbum(slug: \"joydev-kenduli-mela\") {\n            images {\n              image {\n                srcSet\n              }\n            }\n          }\n        }\n      ": typeof types.ImagesGalleryAlbumDocument,
    "\n  query OrdersTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      id\n      code\n      kind\n      status\n      totalPaise\n      itemCount\n      customerName\n      customerPhone\n      address\n      landmark\n      nextStatuses\n      shop {\n        id\n        name\n        phone\n      }\n      lines {\n        position\n        productId\n        name\n        unit\n        quantity\n        unitPricePaise\n        totalPaise\n        available\n      }\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": typeof types.OrdersTrackDocument,
    "\n  mutation OrdersCancel($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": typeof types.OrdersCancelDocument,
    "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      code\n      placedAt\n      status\n      totalPaise\n      itemCount\n    }\n  }\n": typeof types.OrdersByPhoneDocument,
    "\n  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n      }\n    }\n  }\n": typeof types.OrdersUpdateDocument,
    "\n  mutation PasswordResetRequest($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.PasswordResetRequestDocument,
    "\n  mutation PasswordResetReset($token: String!, $password: String!) {\n    resetPassword(input: { token: $token, password: $password })\n  }\n": typeof types.PasswordResetResetDocument,
    "\n  mutation PrescriptionPhotosPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n": typeof types.PrescriptionPhotosPlaceListDocument,
    "\n  query PrescriptionPhotosOrder($id: ID!) {\n    order(id: $id) {\n      id\n      hasPrescription\n      prescriptionPhotos\n    }\n  }\n": typeof types.PrescriptionPhotosOrderDocument,
    "\n  query PrescriptionPhotosTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      code\n      hasPrescription\n      prescriptionPhotos\n      deliveryPerson {\n        name\n        phone\n      }\n    }\n  }\n": typeof types.PrescriptionPhotosTrackDocument,
    "\n        query PrescriptionPhotosStaffOrders {\n          staffOrders(first: 20) {\n            nodes {\n              id\n              prescriptionPhotos\n            }\n          }\n        }\n      ": typeof types.PrescriptionPhotosStaffOrdersDocument,
    "\n        query PrescriptionPhotosOrder2($id: ID!) {\n          order(id: $id) {\n            deliveryPerson {\n              name\n            }\n          }\n        }\n      ": typeof types.PrescriptionPhotosOrder2Document,
    "\n  mutation PrescriptionUploadsPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n    }\n  }\n": typeof types.PrescriptionUploadsPlaceListDocument,
    "\n  query SecurityHeadersIntrospection {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n": typeof types.SecurityHeadersIntrospectionDocument,
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
    "\n          mutation ThrottleChangePassword($input: ChangePasswordInput!) {\n            changePassword(input: $input)\n          }\n        ": typeof types.ThrottleChangePasswordDocument,
};
const documents: Documents = {
    "\n  query DatabaseRestartBrowse($section: ProductSection) {\n    products(section: $section, first: 20) {\n      nodes {\n        id\n        name\n        pricePaise\n        stock\n      }\n    }\n  }\n": types.DatabaseRestartBrowseDocument,
    "\n  query DirectoryTeachers(\n    $subject: String\n    $classLevel: Int\n    $village: String\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    teachers(\n      subject: $subject\n      classLevel: $classLevel\n      village: $village\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      nodes {\n        id\n        name\n        nameBn\n        subjects\n        classFrom\n        classTo\n        village\n        feePaise\n        modes\n        phone\n        qualifications\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.DirectoryTeachersDocument,
    "\n        query DirectoryTeacherFilters {\n          teacherFilters {\n            subjects\n            villages\n          }\n        }\n      ": types.DirectoryTeacherFiltersDocument,
    "\n  query DirectoryToto($first: Int, $after: String) {\n    totoStands(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameBn\n        village\n        landmark\n        drivers {\n          id\n          name\n          nameBn\n          phone\n          vehicleNumber\n          available\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.DirectoryTotoDocument,
    "\n      query DirectoryCars($first: Int, $after: String) {\n        cars(first: $first, after: $after) {\n          nodes {\n            driverName\n            model\n            seats\n            ratePaisePerKm\n            ac\n            phone\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    ": types.DirectoryCarsDocument,
    "\n        query DirectoryBusRoutes {\n          busRoutes {\n            slug\n            upSlug\n            downSlug\n            directions {\n              slug\n              direction\n              fromPlace\n              toPlace\n            }\n          }\n        }\n      ": types.DirectoryBusRoutesDocument,
    "\n    query DirectoryTimetable($direction: String!) {\n      busTimetable(direction: $direction) {\n        slug\n        direction\n        fromPlace\n        toPlace\n        returnSlug\n        route {\n          name\n        }\n        trips {\n          departsAt\n          operator\n          busName\n          days\n          stops {\n            order\n            name\n            nameBn\n            arrivesAt\n          }\n        }\n      }\n    }\n  ": types.DirectoryTimetableDocument,
    "\n        query DirectoryServiceTypes {\n          serviceTypes {\n            slug\n            providerCount\n          }\n        }\n      ": types.DirectoryServiceTypesDocument,
    "\n    query DirectoryProviders($type: String, $search: String, $first: Int, $after: String) {\n      serviceProviders(type: $type, search: $search, first: $first, after: $after) {\n        nodes {\n          name\n          nameBn\n          type\n          village\n          phone\n          description\n          visitChargePaise\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  ": types.DirectoryProvidersDocument,
    "\n      query DirectoryType($slug: String!) {\n        serviceType(slug: $slug) {\n          slug\n          providerCount\n        }\n      }\n    ": types.DirectoryTypeDocument,
    "\n    query DirectoryFeed($type: FeedType!, $first: Int, $after: String) {\n      feedPosts(type: $type, first: $first, after: $after) {\n        nodes {\n          id\n          type\n          title\n          titleBn\n          body\n          publishedAt\n          expiresAt\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  ": types.DirectoryFeedDocument,
    "\n    query DirectoryAlbum($slug: String!) {\n      galleryAlbum(slug: $slug) {\n        slug\n        title\n        titleBn\n        description\n        images {\n          caption\n          captionBn\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n      }\n    }\n  ": types.DirectoryAlbumDocument,
    "\n        query DirectoryGalleryAlbums {\n          galleryAlbums {\n            slug\n            images {\n              id\n            }\n          }\n        }\n      ": types.DirectoryGalleryAlbumsDocument,
    "\n      query DirectoryPage($slug: String!) {\n        page(slug: $slug) {\n          slug\n          title\n          titleBn\n          body\n          bodyBn\n        }\n      }\n    ": types.DirectoryPageDocument,
    "\n        query DirectoryHomeBanners {\n          homeBanners {\n            id\n            title\n            titleBn\n            subtitle\n            linkPath\n            image {\n              src\n              srcSet\n              width\n              height\n            }\n          }\n        }\n      ": types.DirectoryHomeBannersDocument,
    "\n          query DirectoryGalleryAlbums2 {\n            galleryAlbums {\n              images {\n                id\n                image {\n                  src\n                }\n              }\n            }\n          }\n        ": types.DirectoryGalleryAlbums2Document,
    "\n  query HealthQuery {\n    emergencyContacts(group: FIRE) {\n      name\n    }\n  }\n": types.HealthQueryDocument,
    "\n  mutation IdentityBadInputSignInVendor($input: SignInWithPhoneInput!) {\n    signInVendor(input: $input) {\n      accessToken\n    }\n  }\n": types.IdentityBadInputSignInVendorDocument,
    "\n  mutation IdentityBadInputSignInAdminInput($input: SignInWithEmailInput!) {\n    signInAdmin(input: $input) {\n      accessToken\n    }\n  }\n": types.IdentityBadInputSignInAdminInputDocument,
    "\n  mutation IdentityBadInputCreateVendor($input: CreateVendorAccountInput!) {\n    createVendorAccount(input: $input) {\n      id\n    }\n  }\n": types.IdentityBadInputCreateVendorDocument,
    "\n  mutation IdentityBadInputShopHours($id: ID!, $input: ShopHoursInput!) {\n    updateShopHours(vendorId: $id, input: $input) {\n      id\n    }\n  }\n": types.IdentityBadInputShopHoursDocument,
    "\n      query ImagesHomeBanners {\n        homeBanners {\n          image {\n            src\n            srcSet\n          }\n        }\n      }\n    ": types.ImagesHomeBannersDocument,
    "\n        query ImagesGalleryAlbum {\n          galleryAlbum(slug: \"joydev-kenduli-mela\") {\n            images {\n              image {\n                srcSet\n              }\n            }\n          }\n        }\n      ": types.ImagesGalleryAlbumDocument,
    "\n  query OrdersTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      id\n      code\n      kind\n      status\n      totalPaise\n      itemCount\n      customerName\n      customerPhone\n      address\n      landmark\n      nextStatuses\n      shop {\n        id\n        name\n        phone\n      }\n      lines {\n        position\n        productId\n        name\n        unit\n        quantity\n        unitPricePaise\n        totalPaise\n        available\n      }\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": types.OrdersTrackDocument,
    "\n  mutation OrdersCancel($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n        reason\n      }\n    }\n  }\n": types.OrdersCancelDocument,
    "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      code\n      placedAt\n      status\n      totalPaise\n      itemCount\n    }\n  }\n": types.OrdersByPhoneDocument,
    "\n  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      status\n      nextStatuses\n      events {\n        from\n        to\n        by\n      }\n    }\n  }\n": types.OrdersUpdateDocument,
    "\n  mutation PasswordResetRequest($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.PasswordResetRequestDocument,
    "\n  mutation PasswordResetReset($token: String!, $password: String!) {\n    resetPassword(input: { token: $token, password: $password })\n  }\n": types.PasswordResetResetDocument,
    "\n  mutation PrescriptionPhotosPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n": types.PrescriptionPhotosPlaceListDocument,
    "\n  query PrescriptionPhotosOrder($id: ID!) {\n    order(id: $id) {\n      id\n      hasPrescription\n      prescriptionPhotos\n    }\n  }\n": types.PrescriptionPhotosOrderDocument,
    "\n  query PrescriptionPhotosTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      code\n      hasPrescription\n      prescriptionPhotos\n      deliveryPerson {\n        name\n        phone\n      }\n    }\n  }\n": types.PrescriptionPhotosTrackDocument,
    "\n        query PrescriptionPhotosStaffOrders {\n          staffOrders(first: 20) {\n            nodes {\n              id\n              prescriptionPhotos\n            }\n          }\n        }\n      ": types.PrescriptionPhotosStaffOrdersDocument,
    "\n        query PrescriptionPhotosOrder2($id: ID!) {\n          order(id: $id) {\n            deliveryPerson {\n              name\n            }\n          }\n        }\n      ": types.PrescriptionPhotosOrder2Document,
    "\n  mutation PrescriptionUploadsPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n    }\n  }\n": types.PrescriptionUploadsPlaceListDocument,
    "\n  query SecurityHeadersIntrospection {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n": types.SecurityHeadersIntrospectionDocument,
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
    "\n          mutation ThrottleChangePassword($input: ChangePasswordInput!) {\n            changePassword(input: $input)\n          }\n        ": types.ThrottleChangePasswordDocument,
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
export function graphql(source: "\n  query DatabaseRestartBrowse($section: ProductSection) {\n    products(section: $section, first: 20) {\n      nodes {\n        id\n        name\n        pricePaise\n        stock\n      }\n    }\n  }\n"): (typeof documents)["\n  query DatabaseRestartBrowse($section: ProductSection) {\n    products(section: $section, first: 20) {\n      nodes {\n        id\n        name\n        pricePaise\n        stock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryTeachers(\n    $subject: String\n    $classLevel: Int\n    $village: String\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    teachers(\n      subject: $subject\n      classLevel: $classLevel\n      village: $village\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      nodes {\n        id\n        name\n        nameBn\n        subjects\n        classFrom\n        classTo\n        village\n        feePaise\n        modes\n        phone\n        qualifications\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query DirectoryTeachers(\n    $subject: String\n    $classLevel: Int\n    $village: String\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    teachers(\n      subject: $subject\n      classLevel: $classLevel\n      village: $village\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      nodes {\n        id\n        name\n        nameBn\n        subjects\n        classFrom\n        classTo\n        village\n        feePaise\n        modes\n        phone\n        qualifications\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DirectoryTeacherFilters {\n          teacherFilters {\n            subjects\n            villages\n          }\n        }\n      "): (typeof documents)["\n        query DirectoryTeacherFilters {\n          teacherFilters {\n            subjects\n            villages\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryToto($first: Int, $after: String) {\n    totoStands(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameBn\n        village\n        landmark\n        drivers {\n          id\n          name\n          nameBn\n          phone\n          vehicleNumber\n          available\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query DirectoryToto($first: Int, $after: String) {\n    totoStands(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameBn\n        village\n        landmark\n        drivers {\n          id\n          name\n          nameBn\n          phone\n          vehicleNumber\n          available\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DirectoryCars($first: Int, $after: String) {\n        cars(first: $first, after: $after) {\n          nodes {\n            driverName\n            model\n            seats\n            ratePaisePerKm\n            ac\n            phone\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DirectoryCars($first: Int, $after: String) {\n        cars(first: $first, after: $after) {\n          nodes {\n            driverName\n            model\n            seats\n            ratePaisePerKm\n            ac\n            phone\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DirectoryBusRoutes {\n          busRoutes {\n            slug\n            upSlug\n            downSlug\n            directions {\n              slug\n              direction\n              fromPlace\n              toPlace\n            }\n          }\n        }\n      "): (typeof documents)["\n        query DirectoryBusRoutes {\n          busRoutes {\n            slug\n            upSlug\n            downSlug\n            directions {\n              slug\n              direction\n              fromPlace\n              toPlace\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DirectoryTimetable($direction: String!) {\n      busTimetable(direction: $direction) {\n        slug\n        direction\n        fromPlace\n        toPlace\n        returnSlug\n        route {\n          name\n        }\n        trips {\n          departsAt\n          operator\n          busName\n          days\n          stops {\n            order\n            name\n            nameBn\n            arrivesAt\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query DirectoryTimetable($direction: String!) {\n      busTimetable(direction: $direction) {\n        slug\n        direction\n        fromPlace\n        toPlace\n        returnSlug\n        route {\n          name\n        }\n        trips {\n          departsAt\n          operator\n          busName\n          days\n          stops {\n            order\n            name\n            nameBn\n            arrivesAt\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DirectoryServiceTypes {\n          serviceTypes {\n            slug\n            providerCount\n          }\n        }\n      "): (typeof documents)["\n        query DirectoryServiceTypes {\n          serviceTypes {\n            slug\n            providerCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DirectoryProviders($type: String, $search: String, $first: Int, $after: String) {\n      serviceProviders(type: $type, search: $search, first: $first, after: $after) {\n        nodes {\n          name\n          nameBn\n          type\n          village\n          phone\n          description\n          visitChargePaise\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  "): (typeof documents)["\n    query DirectoryProviders($type: String, $search: String, $first: Int, $after: String) {\n      serviceProviders(type: $type, search: $search, first: $first, after: $after) {\n        nodes {\n          name\n          nameBn\n          type\n          village\n          phone\n          description\n          visitChargePaise\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DirectoryType($slug: String!) {\n        serviceType(slug: $slug) {\n          slug\n          providerCount\n        }\n      }\n    "): (typeof documents)["\n      query DirectoryType($slug: String!) {\n        serviceType(slug: $slug) {\n          slug\n          providerCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DirectoryFeed($type: FeedType!, $first: Int, $after: String) {\n      feedPosts(type: $type, first: $first, after: $after) {\n        nodes {\n          id\n          type\n          title\n          titleBn\n          body\n          publishedAt\n          expiresAt\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  "): (typeof documents)["\n    query DirectoryFeed($type: FeedType!, $first: Int, $after: String) {\n      feedPosts(type: $type, first: $first, after: $after) {\n        nodes {\n          id\n          type\n          title\n          titleBn\n          body\n          publishedAt\n          expiresAt\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DirectoryAlbum($slug: String!) {\n      galleryAlbum(slug: $slug) {\n        slug\n        title\n        titleBn\n        description\n        images {\n          caption\n          captionBn\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query DirectoryAlbum($slug: String!) {\n      galleryAlbum(slug: $slug) {\n        slug\n        title\n        titleBn\n        description\n        images {\n          caption\n          captionBn\n          image {\n            src\n            srcSet\n            width\n            height\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DirectoryGalleryAlbums {\n          galleryAlbums {\n            slug\n            images {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query DirectoryGalleryAlbums {\n          galleryAlbums {\n            slug\n            images {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DirectoryPage($slug: String!) {\n        page(slug: $slug) {\n          slug\n          title\n          titleBn\n          body\n          bodyBn\n        }\n      }\n    "): (typeof documents)["\n      query DirectoryPage($slug: String!) {\n        page(slug: $slug) {\n          slug\n          title\n          titleBn\n          body\n          bodyBn\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DirectoryHomeBanners {\n          homeBanners {\n            id\n            title\n            titleBn\n            subtitle\n            linkPath\n            image {\n              src\n              srcSet\n              width\n              height\n            }\n          }\n        }\n      "): (typeof documents)["\n        query DirectoryHomeBanners {\n          homeBanners {\n            id\n            title\n            titleBn\n            subtitle\n            linkPath\n            image {\n              src\n              srcSet\n              width\n              height\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DirectoryGalleryAlbums2 {\n            galleryAlbums {\n              images {\n                id\n                image {\n                  src\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query DirectoryGalleryAlbums2 {\n            galleryAlbums {\n              images {\n                id\n                image {\n                  src\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthQuery {\n    emergencyContacts(group: FIRE) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query HealthQuery {\n    emergencyContacts(group: FIRE) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityBadInputSignInVendor($input: SignInWithPhoneInput!) {\n    signInVendor(input: $input) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation IdentityBadInputSignInVendor($input: SignInWithPhoneInput!) {\n    signInVendor(input: $input) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityBadInputSignInAdminInput($input: SignInWithEmailInput!) {\n    signInAdmin(input: $input) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation IdentityBadInputSignInAdminInput($input: SignInWithEmailInput!) {\n    signInAdmin(input: $input) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityBadInputCreateVendor($input: CreateVendorAccountInput!) {\n    createVendorAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation IdentityBadInputCreateVendor($input: CreateVendorAccountInput!) {\n    createVendorAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityBadInputShopHours($id: ID!, $input: ShopHoursInput!) {\n    updateShopHours(vendorId: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation IdentityBadInputShopHours($id: ID!, $input: ShopHoursInput!) {\n    updateShopHours(vendorId: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ImagesHomeBanners {\n        homeBanners {\n          image {\n            src\n            srcSet\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ImagesHomeBanners {\n        homeBanners {\n          image {\n            src\n            srcSet\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ImagesGalleryAlbum {\n          galleryAlbum(slug: \"joydev-kenduli-mela\") {\n            images {\n              image {\n                srcSet\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ImagesGalleryAlbum {\n          galleryAlbum(slug: \"joydev-kenduli-mela\") {\n            images {\n              image {\n                srcSet\n              }\n            }\n          }\n        }\n      "];
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
export function graphql(source: "\n  mutation PasswordResetRequest($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation PasswordResetRequest($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetReset($token: String!, $password: String!) {\n    resetPassword(input: { token: $token, password: $password })\n  }\n"): (typeof documents)["\n  mutation PasswordResetReset($token: String!, $password: String!) {\n    resetPassword(input: { token: $token, password: $password })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrescriptionPhotosPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PrescriptionPhotosPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n      trackingToken\n      orders {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrescriptionPhotosOrder($id: ID!) {\n    order(id: $id) {\n      id\n      hasPrescription\n      prescriptionPhotos\n    }\n  }\n"): (typeof documents)["\n  query PrescriptionPhotosOrder($id: ID!) {\n    order(id: $id) {\n      id\n      hasPrescription\n      prescriptionPhotos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrescriptionPhotosTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      code\n      hasPrescription\n      prescriptionPhotos\n      deliveryPerson {\n        name\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrescriptionPhotosTrack($input: TrackOrderInput!) {\n    trackOrder(input: $input) {\n      code\n      hasPrescription\n      prescriptionPhotos\n      deliveryPerson {\n        name\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PrescriptionPhotosStaffOrders {\n          staffOrders(first: 20) {\n            nodes {\n              id\n              prescriptionPhotos\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PrescriptionPhotosStaffOrders {\n          staffOrders(first: 20) {\n            nodes {\n              id\n              prescriptionPhotos\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PrescriptionPhotosOrder2($id: ID!) {\n          order(id: $id) {\n            deliveryPerson {\n              name\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PrescriptionPhotosOrder2($id: ID!) {\n          order(id: $id) {\n            deliveryPerson {\n              name\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrescriptionUploadsPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n    }\n  }\n"): (typeof documents)["\n  mutation PrescriptionUploadsPlaceList($input: ListOrderInput!) {\n    placeListOrder(input: $input) {\n      checkoutCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityHeadersIntrospection {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SecurityHeadersIntrospection {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation ThrottleChangePassword($input: ChangePasswordInput!) {\n            changePassword(input: $input)\n          }\n        "): (typeof documents)["\n          mutation ThrottleChangePassword($input: ChangePasswordInput!) {\n            changePassword(input: $input)\n          }\n        "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;