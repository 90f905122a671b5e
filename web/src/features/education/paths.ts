export const educationPaths = {
  education: '/education',
  teacher: '/education/teacher',
} as const;
