export const educationPaths = {
  education: '/education',
  teacher: '/education/teacher',
} as const;

/** What the finder's address can carry, so a search can be shared, bookmarked or gone back to. */
export interface TeacherSearch {
  subject?: string;
  classLevel?: number;
  village?: string;
  search?: string;
}

export const educationLinks = {
  teacherFinder: ({ subject, classLevel, village, search }: TeacherSearch = {}) => {
    const params = new URLSearchParams();
    if (subject) params.set('subject', subject);
    if (classLevel) params.set('class', String(classLevel));
    if (village) params.set('village', village);
    if (search) params.set('q', search);
    const query = params.toString();
    return query ? `${educationPaths.teacher}?${query}` : educationPaths.teacher;
  },
};

/** The finder's search from its address; a class outside 1–12 or not a number is ignored. */
export function teacherSearchFrom(params: URLSearchParams): TeacherSearch {
  const classLevel = Number(params.get('class'));
  return {
    subject: params.get('subject')?.trim() || undefined,
    classLevel: Number.isInteger(classLevel) && classLevel >= 1 && classLevel <= 12 ? classLevel : undefined,
    village: params.get('village')?.trim() || undefined,
    search: params.get('q')?.trim().slice(0, 100) || undefined,
  };
}
