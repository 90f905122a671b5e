import { TeacherMode } from '../../modules/education/teacher-mode';

/** Subject names exactly as the teacher finder offers them. */
export const SUBJECTS = [
  'Bengali',
  'English',
  'Mathematics',
  'Physical Science',
  'Life Science',
  'History',
  'Geography',
  'Computer',
  'Sanskrit',
  'Music',
  'Drawing',
] as const;

export type Subject = (typeof SUBJECTS)[number];

/** Each subject as a Bengali-medium school names it. */
export const SUBJECTS_BN: Record<Subject, string> = {
  Bengali: 'বাংলা',
  English: 'ইংরেজি',
  Mathematics: 'গণিত',
  'Physical Science': 'ভৌতবিজ্ঞান',
  'Life Science': 'জীবনবিজ্ঞান',
  History: 'ইতিহাস',
  Geography: 'ভূগোল',
  Computer: 'কম্পিউটার',
  Sanskrit: 'সংস্কৃত',
  Music: 'সংগীত',
  Drawing: 'আঁকা',
};

export interface TeacherSeed {
  name: string;
  nameBn: string;
  subjects: Subject[];
  /** Classes 1–12: 9–10 is Madhyamik, 11–12 Higher Secondary. */
  classFrom: number;
  classTo: number;
  village: string;
  /** Per month. */
  feePaise: number;
  modes: TeacherMode[];
  phone: string;
  qualifications: string;
  qualificationsBn: string;
}

const { HOME, COACHING, ONLINE } = TeacherMode;

export const teachers: TeacherSeed[] = [
  {
    name: 'Rina Das',
    nameBn: 'রীনা দাস',
    subjects: ['Bengali', 'History'],
    classFrom: 5,
    classTo: 10,
    village: 'Ilambazar',
    feePaise: 40000,
    modes: [HOME, COACHING],
    phone: '+919735126480',
    qualifications: 'MA (Bengali), B.Ed',
    qualificationsBn: 'এম.এ (বাংলা), বি.এড',
  },
  {
    name: 'Sanjoy Hazra',
    nameBn: 'সঞ্জয় হাজরা',
    subjects: ['Mathematics', 'Physical Science'],
    classFrom: 9,
    classTo: 12,
    village: 'Bolpur',
    feePaise: 80000,
    modes: [COACHING],
    phone: '+919832047715',
    qualifications: 'M.Sc (Physics), B.Ed',
    qualificationsBn: 'এম.এসসি (পদার্থবিদ্যা), বি.এড',
  },
  {
    name: 'Priyanka Sen',
    nameBn: 'প্রিয়াঙ্কা সেন',
    subjects: ['English'],
    classFrom: 5,
    classTo: 12,
    village: 'Ilambazar',
    feePaise: 60000,
    modes: [HOME, ONLINE],
    phone: '+917908134562',
    qualifications: 'MA (English), Visva-Bharati',
    qualificationsBn: 'এম.এ (ইংরেজি), বিশ্বভারতী',
  },
  {
    name: 'Mohammad Ashraful Haque',
    nameBn: 'মহম্মদ আশরাফুল হক',
    subjects: ['Mathematics'],
    classFrom: 5,
    classTo: 10,
    village: 'Supur',
    feePaise: 50000,
    modes: [HOME, COACHING],
    phone: '+919564210378',
    qualifications: 'B.Sc (Mathematics Hons)',
    qualificationsBn: 'বি.এসসি (গণিতে অনার্স)',
  },
  {
    name: 'Sumana Roy',
    nameBn: 'সুমনা রায়',
    subjects: ['Life Science'],
    classFrom: 9,
    classTo: 12,
    village: 'Bolpur',
    feePaise: 70000,
    modes: [COACHING, ONLINE],
    phone: '+918145320967',
    qualifications: 'M.Sc (Zoology), B.Ed',
    qualificationsBn: 'এম.এসসি (প্রাণীবিদ্যা), বি.এড',
  },
  {
    name: 'Biswajit Let',
    nameBn: 'বিশ্বজিৎ লেট',
    subjects: ['Geography', 'History'],
    classFrom: 9,
    classTo: 12,
    village: 'Nanoor',
    feePaise: 50000,
    modes: [COACHING],
    phone: '+919732418056',
    qualifications: 'MA (Geography), B.Ed',
    qualificationsBn: 'এম.এ (ভূগোল), বি.এড',
  },
  {
    name: 'Arpita Mukherjee',
    nameBn: 'অর্পিতা মুখার্জি',
    subjects: ['Bengali', 'English', 'Mathematics'],
    classFrom: 1,
    classTo: 4,
    village: 'Joydev Kenduli',
    feePaise: 30000,
    modes: [HOME],
    phone: '+919609452130',
    qualifications: 'Higher Secondary, D.El.Ed',
    qualificationsBn: 'উচ্চমাধ্যমিক, ডি.এল.এড',
  },
  {
    name: 'Souvik Das',
    nameBn: 'সৌভিক দাস',
    subjects: ['Computer'],
    classFrom: 6,
    classTo: 12,
    village: 'Bolpur',
    feePaise: 60000,
    modes: [COACHING, ONLINE],
    phone: '+918017452309',
    qualifications: 'BCA, certificate in Python',
    qualificationsBn: 'বি.সি.এ, পাইথনে সার্টিফিকেট',
  },
  {
    name: 'Haradhan Bhattacharya',
    nameBn: 'হরধন ভট্টাচার্য',
    subjects: ['Sanskrit'],
    classFrom: 5,
    classTo: 10,
    village: 'Raipur',
    feePaise: 30000,
    modes: [HOME],
    phone: '+919434208731',
    qualifications: 'MA (Sanskrit), Kavyatirtha',
    qualificationsBn: 'এম.এ (সংস্কৃত), কাব্যতীর্থ',
  },
  {
    name: 'Moumita Bagdi',
    nameBn: 'মৌমিতা বাগদী',
    subjects: ['Music'],
    classFrom: 1,
    classTo: 12,
    village: 'Sian',
    feePaise: 50000,
    modes: [HOME, ONLINE],
    phone: '+917384561209',
    qualifications: 'B.Mus (Rabindra Sangeet), Sangit Bhavana, Visva-Bharati',
    qualificationsBn: 'বি.মিউজ (রবীন্দ্রসংগীত), সংগীত ভবন, বিশ্বভারতী',
  },
  {
    name: 'Kartik Saren',
    nameBn: 'কার্তিক সরেন',
    subjects: ['Drawing'],
    classFrom: 1,
    classTo: 8,
    village: 'Makhdumnagar',
    feePaise: 30000,
    modes: [HOME, COACHING],
    phone: '+919775203184',
    qualifications: 'BFA (Painting), Kala Bhavana, Visva-Bharati',
    qualificationsBn: 'বি.এফ.এ (চিত্রকলা), কলাভবন, বিশ্বভারতী',
  },
  {
    name: 'Nasima Khatun',
    nameBn: 'নাসিমা খাতুন',
    subjects: ['Bengali', 'English', 'Mathematics'],
    classFrom: 1,
    classTo: 4,
    village: 'Dubrajpur',
    feePaise: 25000,
    modes: [HOME],
    phone: '+918250317694',
    qualifications: 'BA, D.El.Ed',
    qualificationsBn: 'বি.এ, ডি.এল.এড',
  },
];
