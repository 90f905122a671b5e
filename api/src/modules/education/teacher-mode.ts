/** Where the teaching happens: at the student's home, at the teacher's coaching centre, or online. */
export enum TeacherMode {
  HOME = 'HOME',
  COACHING = 'COACHING',
  ONLINE = 'ONLINE',
}
