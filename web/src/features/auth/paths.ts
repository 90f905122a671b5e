export const authPaths = {
  login: '/login',
  forgetPassword: '/forgetPassword',
  /** Anyone signed in changes their password here; sent here first when an admin set it. */
  changePassword: '/account/password',
} as const;
