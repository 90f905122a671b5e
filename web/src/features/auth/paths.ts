export const authPaths = {
  login: '/login',
  forgetPassword: '/forgetPassword',
} as const;
