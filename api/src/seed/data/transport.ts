import { BusDirection } from '../../modules/transport/bus-direction';
import type { InLanguages } from './in-languages';
import { MON_TO_SAT } from './weekdays';

export interface TotoDriverSeed {
  name: string;
  nameBn: string;
  nameHi: string;
  phone: string;
  vehicleNumber: string;
  available: boolean;
}

export interface TotoStandSeed {
  key: string;
  name: string;
  nameBn: string;
  nameHi: string;
  village: string;
  landmark: string;
  landmarkBn: string;
  landmarkHi: string;
  drivers: TotoDriverSeed[];
}

export const totoStands: TotoStandSeed[] = [
  {
    key: 'ilambazar-bus-stand',
    name: 'Ilambazar Bus Stand',
    nameBn: 'ইলামবাজার বাসস্ট্যান্ড',
    nameHi: 'इलामबाज़ार बस स्टैंड',
    village: 'Ilambazar',
    landmark: 'Beside the bus stand gate, facing the main road',
    landmarkBn: 'বাসস্ট্যান্ডের গেটের পাশে, বড় রাস্তার দিকে মুখ করে',
    landmarkHi: 'बस स्टैंड के गेट के पास, मुख्य सड़क की ओर',
    drivers: [
      {
        name: 'Bablu Sheikh',
        nameBn: 'বাবলু শেখ',
        nameHi: 'बबलू शेख',
        phone: '+919093421765',
        vehicleNumber: 'WB 53 E 4821',
        available: true,
      },
      {
        name: 'Sanatan Bagdi',
        nameBn: 'সনাতন বাগদী',
        nameHi: 'सनातन बागदी',
        phone: '+917319504826',
        vehicleNumber: 'WB 53 E 5107',
        available: true,
      },
      {
        name: 'Raju Mondal',
        nameBn: 'রাজু মণ্ডল',
        nameHi: 'राजू मंडल',
        phone: '+918670213594',
        vehicleNumber: 'WB 53 E 3396',
        available: false,
      },
    ],
  },
  {
    key: 'bolpur-station',
    name: 'Bolpur Station',
    nameBn: 'বোলপুর স্টেশন',
    nameHi: 'बोलपुर स्टेशन',
    village: 'Bolpur',
    landmark: 'Outside Bolpur Shantiniketan station, at the platform 1 exit',
    landmarkBn: 'বোলপুর শান্তিনিকেতন স্টেশনের বাইরে, ১ নম্বর প্ল্যাটফর্মের গেটে',
    landmarkHi: 'बोलपुर शांतिनिकेतन स्टेशन के बाहर, प्लेटफ़ॉर्म 1 के निकास पर',
    drivers: [
      {
        name: 'Tapan Dolui',
        nameBn: 'তপন দলুই',
        nameHi: 'तपन दलुई',
        phone: '+919547031286',
        vehicleNumber: 'WB 53 F 1204',
        available: true,
      },
      {
        name: 'Sk. Mainul Hossain',
        nameBn: 'শেখ মইনুল হোসেন',
        nameHi: 'शेख़ मइनुल हुसैन',
        phone: '+919064215873',
        vehicleNumber: 'WB 53 F 2230',
        available: true,
      },
      {
        name: 'Dipak Let',
        nameBn: 'দীপক লেট',
        nameHi: 'दीपक लेट',
        phone: '+917797340615',
        vehicleNumber: 'WB 53 F 0987',
        available: true,
      },
      {
        name: 'Shibu Hansda',
        nameBn: 'শিবু হাঁসদা',
        nameHi: 'शिबू हांसदा',
        phone: '+916296138470',
        vehicleNumber: 'WB 53 F 3318',
        available: false,
      },
    ],
  },
  {
    key: 'joydev-mandir-more',
    name: 'Joydev Mandir More',
    nameBn: 'জয়দেব মন্দির মোড়',
    nameHi: 'जयदेव मंदिर मोड़',
    village: 'Joydev Kenduli',
    landmark: 'At the turning for the Radhabinod temple',
    landmarkBn: 'রাধাবিনোদ মন্দিরে যাওয়ার মোড়ে',
    landmarkHi: 'राधाविनोद मंदिर की ओर मुड़ने वाले मोड़ पर',
    drivers: [
      {
        name: 'Gopal Das Baul',
        nameBn: 'গোপাল দাস বাউল',
        nameHi: 'गोपाल दास बाउल',
        phone: '+919932076418',
        vehicleNumber: 'WB 53 E 6642',
        available: true,
      },
      {
        name: 'Nitai Bauri',
        nameBn: 'নিতাই বাউরি',
        nameHi: 'निताई बाउरी',
        phone: '+918348152097',
        vehicleNumber: 'WB 53 E 7015',
        available: true,
      },
    ],
  },
];

export interface CarSeed {
  driverName: string;
  driverNameBn: string;
  driverNameHi: string;
  phone: string;
  model: string;
  modelBn: string;
  modelHi: string;
  vehicleNumber: string;
  seats: number;
  ratePaisePerKm: number;
  village: string;
  ac: boolean;
  available: boolean;
}

export const cars: CarSeed[] = [
  {
    driverName: 'Sujoy Ghosh',
    driverNameBn: 'সুজয় ঘোষ',
    driverNameHi: 'सुजय घोष',
    phone: '+919734520863',
    model: 'Maruti Suzuki Dzire',
    modelBn: 'মারুতি সুজুকি ডিজায়ার',
    modelHi: 'मारुति सुज़ुकी डिज़ायर',
    vehicleNumber: 'WB 53 B 4410',
    seats: 4,
    ratePaisePerKm: 1200,
    village: 'Ilambazar',
    ac: true,
    available: true,
  },
  {
    driverName: 'Abdul Hannan',
    driverNameBn: 'আব্দুল হান্নান',
    driverNameHi: 'अब्दुल हन्नान',
    phone: '+919800613274',
    model: 'Mahindra Bolero',
    modelBn: 'মাহিন্দ্রা বোলেরো',
    modelHi: 'महिंद्रा बोलेरो',
    vehicleNumber: 'WB 53 C 2087',
    seats: 7,
    ratePaisePerKm: 1400,
    village: 'Ilambazar',
    ac: false,
    available: true,
  },
  {
    driverName: 'Pintu Saha',
    driverNameBn: 'পিন্টু সাহা',
    driverNameHi: 'पिंटू साहा',
    phone: '+918918204537',
    model: 'Toyota Innova',
    modelBn: 'টয়োটা ইনোভা',
    modelHi: 'टोयोटा इनोवा',
    vehicleNumber: 'WB 53 D 7719',
    seats: 7,
    ratePaisePerKm: 1800,
    village: 'Bolpur',
    ac: true,
    available: true,
  },
  {
    driverName: 'Bikash Mondal',
    driverNameBn: 'বিকাশ মণ্ডল',
    driverNameHi: 'बिकाश मंडल',
    phone: '+917001346259',
    model: 'Maruti Suzuki Wagon R',
    modelBn: 'মারুতি সুজুকি ওয়াগন আর',
    modelHi: 'मारुति सुज़ुकी वैगन आर',
    vehicleNumber: 'WB 53 A 9035',
    seats: 4,
    ratePaisePerKm: 1000,
    village: 'Joydev Kenduli',
    ac: false,
    available: true,
  },
  {
    driverName: 'Ratan Bhattacharya',
    driverNameBn: 'রতন ভট্টাচার্য',
    driverNameHi: 'रतन भट्टाचार्य',
    phone: '+919475128630',
    model: 'Maruti Suzuki Ertiga',
    modelBn: 'মারুতি সুজুকি আর্টিগা',
    modelHi: 'मारुति सुज़ुकी अर्टिगा',
    vehicleNumber: 'WB 53 D 1162',
    seats: 6,
    ratePaisePerKm: 1500,
    village: 'Supur',
    ac: true,
    available: false,
  },
];

export interface BusStopSeed {
  name: string;
  nameBn: string;
  nameHi: string;
  /** Minutes after leaving from_place. */
  minutes: number;
}

export interface BusTripSeed {
  direction: BusDirection;
  /** 'HH:MM' at the first stop. */
  departs: string;
  /** Its words in the reader's language are in the web's catalog (transport.operators). */
  operator: string;
  /** Its Bengali and Hindi are in BUS_NAMES. */
  busName?: string;
  /** Defaults to every day. */
  days?: number[];
}

export interface BusRouteSeed {
  slug: string;
  name: string;
  nameBn: string;
  nameHi: string;
  fromPlace: string;
  toPlace: string;
  via: string;
  upSlug: string;
  downSlug: string;
  /** From from_place to to_place; a DOWN trip calls at them in reverse. */
  stops: BusStopSeed[];
  trips: BusTripSeed[];
}

const { UP, DOWN } = BusDirection;

const ILAMBAZAR = { name: 'Ilambazar Bus Stand', nameBn: 'ইলামবাজার বাসস্ট্যান্ড', nameHi: 'इलामबाज़ार बस स्टैंड' };
const BOLPUR = {
  name: 'Bolpur Bus Stand (Jambuni)',
  nameBn: 'বোলপুর বাসস্ট্যান্ড (জামবুনি)',
  nameHi: 'बोलपुर बस स्टैंड (जामबुनी)',
};

export const busRoutes: BusRouteSeed[] = [
  {
    slug: 'ilambazar-bolpur',
    name: 'Ilambazar – Bolpur',
    nameBn: 'ইলামবাজার – বোলপুর',
    nameHi: 'इलामबाज़ार – बोलपुर',
    fromPlace: 'Ilambazar',
    toPlace: 'Bolpur',
    via: 'Chouhatta, Supur',
    upSlug: 'ilambazar-to-bolpur',
    downSlug: 'bolpur-to-ilambazar',
    stops: [
      { ...ILAMBAZAR, minutes: 0 },
      { name: 'Chouhatta More', nameBn: 'চৌহাট্টা মোড়', nameHi: 'चौहट्टा मोड़', minutes: 12 },
      { name: 'Supur', nameBn: 'সুপুর', nameHi: 'सुपुर', minutes: 25 },
      { ...BOLPUR, minutes: 40 },
    ],
    trips: [
      { direction: UP, departs: '06:30', operator: 'Private', busName: 'Maa Tara' },
      { direction: UP, departs: '08:15', operator: 'SBSTC' },
      { direction: UP, departs: '10:00', operator: 'Private', busName: 'Joy Guru' },
      { direction: UP, departs: '13:30', operator: 'Private', busName: 'Maa Tara' },
      { direction: UP, departs: '16:45', operator: 'SBSTC' },
      { direction: DOWN, departs: '07:40', operator: 'Private', busName: 'Maa Tara' },
      { direction: DOWN, departs: '09:30', operator: 'SBSTC' },
      { direction: DOWN, departs: '12:00', operator: 'Private', busName: 'Joy Guru' },
      { direction: DOWN, departs: '15:00', operator: 'Private', busName: 'Maa Tara' },
      { direction: DOWN, departs: '18:15', operator: 'SBSTC' },
    ],
  },
  {
    slug: 'ilambazar-durgapur',
    name: 'Ilambazar – Durgapur',
    nameBn: 'ইলামবাজার – দুর্গাপুর',
    nameHi: 'इलामबाज़ार – दुर्गापुर',
    fromPlace: 'Ilambazar',
    toPlace: 'Durgapur',
    via: 'Ajay Bridge, Panagarh',
    upSlug: 'ilambazar-to-durgapur',
    downSlug: 'durgapur-to-ilambazar',
    stops: [
      { ...ILAMBAZAR, minutes: 0 },
      { name: 'Ajay Bridge', nameBn: 'অজয় ব্রিজ', nameHi: 'अजय ब्रिज', minutes: 6 },
      { name: 'Panagarh Bazar', nameBn: 'পানাগড় বাজার', nameHi: 'पानागढ़ बाज़ार', minutes: 45 },
      { name: 'Durgapur City Centre', nameBn: 'দুর্গাপুর সিটি সেন্টার', nameHi: 'दुर्गापुर सिटी सेंटर', minutes: 80 },
    ],
    trips: [
      { direction: UP, departs: '07:00', operator: 'SBSTC' },
      { direction: UP, departs: '09:30', operator: 'Private', busName: 'Rupsa' },
      { direction: UP, departs: '14:00', operator: 'SBSTC' },
      { direction: DOWN, departs: '10:30', operator: 'SBSTC' },
      { direction: DOWN, departs: '13:00', operator: 'Private', busName: 'Rupsa' },
      { direction: DOWN, departs: '17:30', operator: 'SBSTC' },
    ],
  },
  {
    slug: 'joydev-kenduli-bolpur',
    name: 'Joydev Kenduli – Bolpur',
    nameBn: 'জয়দেব কেন্দুলি – বোলপুর',
    nameHi: 'जयदेव केंदुली – बोलपुर',
    fromPlace: 'Joydev Kenduli',
    toPlace: 'Bolpur',
    via: 'Ilambazar, Supur',
    upSlug: 'joydev-kenduli-to-bolpur',
    downSlug: 'bolpur-to-joydev-kenduli',
    stops: [
      {
        name: 'Joydev Kenduli (Mandir More)',
        nameBn: 'জয়দেব কেন্দুলি (মন্দির মোড়)',
        nameHi: 'जयदेव केंदुली (मंदिर मोड़)',
        minutes: 0,
      },
      { ...ILAMBAZAR, minutes: 20 },
      { name: 'Supur', nameBn: 'সুপুর', nameHi: 'सुपुर', minutes: 45 },
      { ...BOLPUR, minutes: 60 },
    ],
    trips: [
      { direction: UP, departs: '07:15', operator: 'Private', busName: 'Kenduli Express', days: MON_TO_SAT },
      { direction: UP, departs: '12:30', operator: 'Private', busName: 'Kenduli Express' },
      { direction: DOWN, departs: '10:00', operator: 'Private', busName: 'Kenduli Express', days: MON_TO_SAT },
      { direction: DOWN, departs: '16:00', operator: 'Private', busName: 'Kenduli Express' },
    ],
  },
];

/** The names private buses carry on their boards, as they are painted in Bengali and said in Hindi. */
export const BUS_NAMES: Record<string, InLanguages> = {
  'Maa Tara': { bn: 'মা তারা', hi: 'माँ तारा' },
  'Joy Guru': { bn: 'জয় গুরু', hi: 'जय गुरु' },
  Rupsa: { bn: 'রূপসা', hi: 'रूपसा' },
  'Kenduli Express': { bn: 'কেন্দুলি এক্সপ্রেস', hi: 'केंदुली एक्सप्रेस' },
};
