import { MedicalPlaceType } from '../../modules/medical/medical-place-type';
import { FRI, MON, MON_TO_SAT, SAT, SUN, THU, TUE, WED } from './weekdays';

export interface SpecialtySeed {
  slug: string;
  name: string;
  nameBn: string;
}

/** In the order the doctors page lists them. */
export const specialties: SpecialtySeed[] = [
  { slug: 'general-physician', name: 'General Physician', nameBn: 'সাধারণ চিকিৎসক' },
  { slug: 'paediatrics', name: 'Paediatrics (Child Specialist)', nameBn: 'শিশুরোগ বিশেষজ্ঞ' },
  { slug: 'gynaecology', name: 'Gynaecology & Obstetrics', nameBn: 'স্ত্রীরোগ ও প্রসূতি বিশেষজ্ঞ' },
  { slug: 'orthopaedics', name: 'Orthopaedics (Bone & Joint)', nameBn: 'অস্থিরোগ বিশেষজ্ঞ' },
  { slug: 'ent', name: 'ENT (Ear, Nose & Throat)', nameBn: 'নাক-কান-গলা বিশেষজ্ঞ' },
  { slug: 'dermatology', name: 'Dermatology (Skin)', nameBn: 'চর্মরোগ বিশেষজ্ঞ' },
  { slug: 'cardiology', name: 'Cardiology (Heart)', nameBn: 'হৃদরোগ বিশেষজ্ঞ' },
  { slug: 'eye', name: 'Eye (Ophthalmology)', nameBn: 'চক্ষু বিশেষজ্ঞ' },
  { slug: 'dental', name: 'Dental Surgeon', nameBn: 'দন্ত চিকিৎসক' },
];

export interface DoctorSeed {
  name: string;
  nameBn: string;
  specialty: string;
  isSpecialist: boolean;
  qualifications: string;
  chamberName: string;
  chamberAddress: string;
  village: string;
  visitingDays: number[];
  /** 'HH:MM', local time. */
  visitFrom: string;
  visitTo: string;
  feePaise: number;
  phone: string;
  patientsPerSlot?: number;
}

/**
 * Doctors who sit at chambers in the block. General physicians carry the general-physician
 * specialty but are not specialists, which is what the Specialist / General toggle reads.
 */
export const doctors: DoctorSeed[] = [
  {
    name: 'Dr. Sudipta Mukherjee',
    nameBn: 'ডাঃ সুদীপ্ত মুখার্জি',
    specialty: 'general-physician',
    isSpecialist: false,
    qualifications: 'MBBS (Cal)',
    chamberName: 'Janata Medical Hall chamber',
    chamberAddress: 'Hospital More, Ilambazar',
    village: 'Ilambazar',
    visitingDays: [MON, WED, FRI],
    visitFrom: '18:00',
    visitTo: '21:00',
    feePaise: 20000,
    phone: '+919434175261',
  },
  {
    name: 'Dr. Amitava Pal',
    nameBn: 'ডাঃ অমিতাভ পাল',
    specialty: 'general-physician',
    isSpecialist: false,
    qualifications: 'MBBS',
    chamberName: 'Pal Clinic',
    chamberAddress: 'Mandir Road, Joydev Kenduli',
    village: 'Joydev Kenduli',
    visitingDays: MON_TO_SAT,
    visitFrom: '08:00',
    visitTo: '11:00',
    feePaise: 15000,
    phone: '+919732054718',
    patientsPerSlot: 12,
  },
  {
    name: 'Dr. Md. Rafiqul Islam',
    nameBn: 'ডাঃ মোঃ রফিকুল ইসলাম',
    specialty: 'general-physician',
    isSpecialist: false,
    qualifications: 'MBBS, PGDFM',
    chamberName: 'Supur Sebayan Clinic',
    chamberAddress: 'Supur bus stop, Supur',
    village: 'Supur',
    visitingDays: MON_TO_SAT,
    visitFrom: '17:00',
    visitTo: '20:00',
    feePaise: 15000,
    phone: '+919434560871',
  },
  {
    name: 'Dr. Ananya Chatterjee',
    nameBn: 'ডাঃ অনন্যা চ্যাটার্জি',
    specialty: 'paediatrics',
    isSpecialist: true,
    qualifications: 'MBBS, DCH',
    chamberName: 'Sebak Pharmacy chamber',
    chamberAddress: 'Station Road, Bolpur',
    village: 'Bolpur',
    visitingDays: [SUN, THU],
    visitFrom: '10:00',
    visitTo: '13:00',
    feePaise: 40000,
    phone: '+919775430127',
    patientsPerSlot: 8,
  },
  {
    name: 'Dr. Tanmoy Mondal',
    nameBn: 'ডাঃ তন্ময় মণ্ডল',
    specialty: 'paediatrics',
    isSpecialist: true,
    qualifications: 'MBBS, MD (Paediatrics)',
    chamberName: 'Janata Medical Hall chamber',
    chamberAddress: 'Hospital More, Ilambazar',
    village: 'Ilambazar',
    visitingDays: [WED, SAT],
    visitFrom: '18:00',
    visitTo: '20:30',
    feePaise: 30000,
    phone: '+919434175262',
  },
  {
    name: 'Dr. Mousumi Banerjee',
    nameBn: 'ডাঃ মৌসুমী ব্যানার্জি',
    specialty: 'gynaecology',
    isSpecialist: true,
    qualifications: 'MBBS, MS (Obstetrics & Gynaecology)',
    chamberName: 'Maa Sarada Nursing Home',
    chamberAddress: 'Lodge More, Bolpur',
    village: 'Bolpur',
    visitingDays: [TUE, SAT],
    visitFrom: '11:00',
    visitTo: '14:00',
    feePaise: 50000,
    phone: '+913463255880',
    patientsPerSlot: 6,
  },
  {
    name: 'Dr. Rajib Saha',
    nameBn: 'ডাঃ রাজীব সাহা',
    specialty: 'orthopaedics',
    isSpecialist: true,
    qualifications: 'MBBS, MS (Orthopaedics)',
    chamberName: 'Ilambazar Pathology & Diagnostic Centre',
    chamberAddress: 'Hospital More, Ilambazar',
    village: 'Ilambazar',
    visitingDays: [SUN],
    visitFrom: '09:00',
    visitTo: '12:00',
    feePaise: 50000,
    phone: '+919609215348',
  },
  {
    name: 'Dr. Partha Pratim Dutta',
    nameBn: 'ডাঃ পার্থপ্রতিম দত্ত',
    specialty: 'ent',
    isSpecialist: true,
    qualifications: 'MBBS, MS (ENT)',
    chamberName: 'Santiniketan Path Lab chamber',
    chamberAddress: 'Sriniketan Road, Bolpur',
    village: 'Bolpur',
    visitingDays: [MON, THU],
    visitFrom: '17:00',
    visitTo: '20:00',
    feePaise: 40000,
    phone: '+919851370463',
  },
  {
    name: 'Dr. Sharmistha Roy',
    nameBn: 'ডাঃ শর্মিষ্ঠা রায়',
    specialty: 'dermatology',
    isSpecialist: true,
    qualifications: 'MBBS, DDVL',
    chamberName: 'Sebak Pharmacy chamber',
    chamberAddress: 'Station Road, Bolpur',
    village: 'Bolpur',
    visitingDays: [WED],
    visitFrom: '16:00',
    visitTo: '19:00',
    feePaise: 40000,
    phone: '+919775430128',
  },
  {
    name: 'Dr. Kaushik Bhattacharya',
    nameBn: 'ডাঃ কৌশিক ভট্টাচার্য',
    specialty: 'cardiology',
    isSpecialist: true,
    qualifications: 'MBBS, MD (Medicine), DM (Cardiology)',
    chamberName: 'Maa Sarada Nursing Home',
    chamberAddress: 'Lodge More, Bolpur',
    village: 'Bolpur',
    visitingDays: [SAT],
    visitFrom: '10:00',
    visitTo: '14:00',
    feePaise: 80000,
    phone: '+913463255881',
    patientsPerSlot: 6,
  },
  {
    name: 'Dr. Nasrin Sultana',
    nameBn: 'ডাঃ নাসরিন সুলতানা',
    specialty: 'eye',
    isSpecialist: true,
    qualifications: 'MBBS, MS (Ophthalmology)',
    chamberName: 'Drishti Eye Care',
    chamberAddress: 'Chowmatha, Ilambazar',
    village: 'Ilambazar',
    visitingDays: [FRI],
    visitFrom: '10:00',
    visitTo: '13:00',
    feePaise: 30000,
    phone: '+919832155604',
  },
  {
    name: 'Dr. Subhankar Ghosh',
    nameBn: 'ডাঃ শুভঙ্কর ঘোষ',
    specialty: 'dental',
    isSpecialist: true,
    qualifications: 'BDS',
    chamberName: 'Smile Dental Clinic',
    chamberAddress: 'Bus Stand Market, Ilambazar',
    village: 'Ilambazar',
    visitingDays: [TUE, THU, SAT],
    visitFrom: '10:00',
    visitTo: '13:00',
    feePaise: 20000,
    phone: '+918900341275',
    patientsPerSlot: 5,
  },
];

export interface LabTestSeed {
  /** The seed key of the LAB vendor that runs it. */
  lab: string;
  name: string;
  nameBn: string;
  pricePaise: number;
  sample: string;
  preparation?: string;
  reportTime: string;
  homeCollection: boolean;
}

const ILAMBAZAR_LAB = 'ilambazar-pathology';
const BOLPUR_LAB = 'santiniketan-path-lab';

export const labTests: LabTestSeed[] = [
  { lab: ILAMBAZAR_LAB, name: 'Complete Blood Count (CBC)', nameBn: 'কমপ্লিট ব্লাড কাউন্ট (সিবিসি)', pricePaise: 25000, sample: 'Blood', reportTime: 'Same day, 6 pm', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Blood Sugar (Fasting)', nameBn: 'রক্তে শর্করা (খালি পেটে)', pricePaise: 5000, sample: 'Blood', preparation: 'Fasting 8–10 hours; plain water is allowed', reportTime: '2 hours', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Blood Sugar (PP)', nameBn: 'রক্তে শর্করা (খাওয়ার পরে)', pricePaise: 5000, sample: 'Blood', preparation: 'Exactly 2 hours after a normal meal', reportTime: '2 hours', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'HbA1c', nameBn: 'এইচবিএওয়ানসি (তিন মাসের গড় শর্করা)', pricePaise: 45000, sample: 'Blood', reportTime: 'Next day', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Lipid Profile', nameBn: 'লিপিড প্রোফাইল', pricePaise: 50000, sample: 'Blood', preparation: 'Fasting 10–12 hours', reportTime: 'Same day, 6 pm', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Thyroid Profile (T3, T4, TSH)', nameBn: 'থাইরয়েড প্রোফাইল (টি৩, টি৪, টিএসএইচ)', pricePaise: 55000, sample: 'Blood', preparation: 'Morning sample preferred', reportTime: 'Next day', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Urine Routine Examination', nameBn: 'প্রস্রাব পরীক্ষা (রুটিন)', pricePaise: 15000, sample: 'Urine', preparation: 'First morning urine, in the lab’s clean container', reportTime: 'Same day', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Liver Function Test (LFT)', nameBn: 'লিভার ফাংশন টেস্ট', pricePaise: 60000, sample: 'Blood', preparation: 'Fasting 8 hours preferred', reportTime: 'Next day', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Kidney Function Test (KFT)', nameBn: 'কিডনি ফাংশন টেস্ট', pricePaise: 60000, sample: 'Blood', reportTime: 'Next day', homeCollection: true },
  { lab: ILAMBAZAR_LAB, name: 'Dengue NS1 Antigen', nameBn: 'ডেঙ্গু এনএস১ অ্যান্টিজেন', pricePaise: 60000, sample: 'Blood', reportTime: '4 hours', homeCollection: false },
  { lab: ILAMBAZAR_LAB, name: 'Malaria Antigen (rapid test)', nameBn: 'ম্যালেরিয়া অ্যান্টিজেন (র‍্যাপিড)', pricePaise: 30000, sample: 'Blood', reportTime: '1 hour', homeCollection: false },
  { lab: ILAMBAZAR_LAB, name: 'Widal Test', nameBn: 'ওয়াইডাল টেস্ট (টাইফয়েড)', pricePaise: 20000, sample: 'Blood', reportTime: 'Same day', homeCollection: true },

  { lab: BOLPUR_LAB, name: 'Complete Blood Count (CBC)', nameBn: 'কমপ্লিট ব্লাড কাউন্ট (সিবিসি)', pricePaise: 22000, sample: 'Blood', reportTime: 'Same day, 5 pm', homeCollection: true },
  { lab: BOLPUR_LAB, name: 'Blood Sugar (Fasting)', nameBn: 'রক্তে শর্করা (খালি পেটে)', pricePaise: 4000, sample: 'Blood', preparation: 'Fasting 8–10 hours; plain water is allowed', reportTime: '2 hours', homeCollection: false },
  { lab: BOLPUR_LAB, name: 'HbA1c', nameBn: 'এইচবিএওয়ানসি (তিন মাসের গড় শর্করা)', pricePaise: 40000, sample: 'Blood', reportTime: 'Next day', homeCollection: true },
  { lab: BOLPUR_LAB, name: 'Lipid Profile', nameBn: 'লিপিড প্রোফাইল', pricePaise: 45000, sample: 'Blood', preparation: 'Fasting 10–12 hours', reportTime: 'Next day', homeCollection: true },
  { lab: BOLPUR_LAB, name: 'Thyroid Profile (T3, T4, TSH)', nameBn: 'থাইরয়েড প্রোফাইল (টি৩, টি৪, টিএসএইচ)', pricePaise: 50000, sample: 'Blood', preparation: 'Morning sample preferred', reportTime: 'Next day', homeCollection: true },
  { lab: BOLPUR_LAB, name: 'Vitamin D (25-OH)', nameBn: 'ভিটামিন ডি', pricePaise: 120000, sample: 'Blood', reportTime: '2 days', homeCollection: false },
  { lab: BOLPUR_LAB, name: 'ESR', nameBn: 'ইএসআর', pricePaise: 8000, sample: 'Blood', reportTime: 'Same day', homeCollection: true },
  { lab: BOLPUR_LAB, name: 'Stool Routine Examination', nameBn: 'মল পরীক্ষা (রুটিন)', pricePaise: 15000, sample: 'Stool', preparation: 'Fresh sample, in the lab’s sterile container', reportTime: 'Same day', homeCollection: false },
];

export interface MedicalPlaceSeed {
  type: MedicalPlaceType;
  name: string;
  nameBn: string;
  address: string;
  addressBn: string;
  village: string;
  phone: string;
  open24h: boolean;
  services?: string;
  servicesBn?: string;
}

/** The /medical/common/{type} listings; hospital numbers match the emergency page's. */
export const medicalPlaces: MedicalPlaceSeed[] = [
  {
    type: MedicalPlaceType.HOSPITAL,
    name: 'Ilambazar Rural Hospital',
    nameBn: 'ইলামবাজার গ্রামীণ হাসপাতাল',
    address: 'Hospital More, Ilambazar, Birbhum 731214',
    addressBn: 'হাসপাতাল মোড়, ইলামবাজার, বীরভূম ৭৩১২১৪',
    village: 'Ilambazar',
    phone: '+913463260300',
    open24h: true,
    services: 'Emergency, outdoor 9 am–2 pm, maternity, free medicines and diagnostics',
    servicesBn: 'জরুরি বিভাগ, আউটডোর সকাল ৯টা–দুপুর ২টো, প্রসূতি বিভাগ, বিনামূল্যে ওষুধ ও পরীক্ষা',
  },
  {
    type: MedicalPlaceType.HOSPITAL,
    name: 'Bolpur Sub-Divisional Hospital',
    nameBn: 'বোলপুর মহকুমা হাসপাতাল',
    address: 'Hospital Road, Bolpur, Birbhum 731204',
    addressBn: 'হাসপাতাল রোড, বোলপুর, বীরভূম ৭৩১২০৪',
    village: 'Bolpur',
    phone: '+913463252340',
    open24h: true,
    services: 'Emergency, outdoor, surgery, SNCU for newborns, dialysis',
    servicesBn: 'জরুরি বিভাগ, আউটডোর, অস্ত্রোপচার, নবজাতকদের এসএনসিইউ, ডায়ালিসিস',
  },
  {
    type: MedicalPlaceType.HOSPITAL,
    name: 'Suri Sadar Hospital',
    nameBn: 'সিউড়ি সদর হাসপাতাল',
    address: 'Hospital Para, Suri, Birbhum 731101',
    addressBn: 'হাসপাতাল পাড়া, সিউড়ি, বীরভূম ৭৩১১০১',
    village: 'Suri',
    phone: '+913462255101',
    open24h: true,
    services: 'District hospital: emergency, ICU, CT scan, all departments',
    servicesBn: 'জেলা হাসপাতাল: জরুরি বিভাগ, আইসিইউ, সিটি স্ক্যান, সব বিভাগ',
  },
  {
    type: MedicalPlaceType.CLINIC,
    name: 'Joydev Kenduli Primary Health Centre',
    nameBn: 'জয়দেব কেন্দুলি প্রাথমিক স্বাস্থ্যকেন্দ্র',
    address: 'Near the high school, Joydev Kenduli, Birbhum 731214',
    addressBn: 'হাই স্কুলের কাছে, জয়দেব কেন্দুলি, বীরভূম ৭৩১২১৪',
    village: 'Joydev Kenduli',
    phone: '+913463268012',
    open24h: false,
    services: 'Outdoor 9 am–2 pm, vaccination on Wednesdays, antenatal check-ups',
    servicesBn: 'আউটডোর সকাল ৯টা–দুপুর ২টো, বুধবার টিকা, গর্ভবতী মায়েদের চেক-আপ',
  },
  {
    type: MedicalPlaceType.CLINIC,
    name: 'Supur Sebayan Clinic',
    nameBn: 'সুপুর সেবায়ন ক্লিনিক',
    address: 'Supur bus stop, Supur, Birbhum 731204',
    addressBn: 'সুপুর বাস স্টপ, সুপুর, বীরভূম ৭৩১২০৪',
    village: 'Supur',
    phone: '+919434560870',
    open24h: false,
    services: 'General physician every evening, dressing, BP and sugar check',
    servicesBn: 'রোজ সন্ধ্যায় সাধারণ চিকিৎসক, ড্রেসিং, প্রেশার ও সুগার মাপা',
  },
  {
    type: MedicalPlaceType.DIAGNOSTIC_CENTRE,
    name: 'Ilambazar Pathology & Diagnostic Centre',
    nameBn: 'ইলামবাজার প্যাথলজি ও ডায়াগনস্টিক সেন্টার',
    address: 'Hospital More, Ilambazar, Birbhum 731214',
    addressBn: 'হাসপাতাল মোড়, ইলামবাজার, বীরভূম ৭৩১২১৪',
    village: 'Ilambazar',
    phone: '+919609215347',
    open24h: false,
    services: 'Blood and urine tests, ECG, X-ray; home collection',
    servicesBn: 'রক্ত ও প্রস্রাব পরীক্ষা, ইসিজি, এক্স-রে; বাড়ি থেকে নমুনা নেওয়া হয়',
  },
  {
    type: MedicalPlaceType.DIAGNOSTIC_CENTRE,
    name: 'Santiniketan Path Lab',
    nameBn: 'শান্তিনিকেতন প্যাথ ল্যাব',
    address: 'Sriniketan Road, Bolpur, Birbhum 731204',
    addressBn: 'শ্রীনিকেতন রোড, বোলপুর, বীরভূম ৭৩১২০৪',
    village: 'Bolpur',
    phone: '+919851370462',
    open24h: false,
    services: 'Pathology, thyroid and vitamin tests; home collection',
    servicesBn: 'প্যাথলজি, থাইরয়েড ও ভিটামিন পরীক্ষা; বাড়ি থেকে নমুনা নেওয়া হয়',
  },
  {
    type: MedicalPlaceType.DIAGNOSTIC_CENTRE,
    name: 'Bolpur Imaging Centre',
    nameBn: 'বোলপুর ইমেজিং সেন্টার',
    address: 'Lodge More, Bolpur, Birbhum 731204',
    addressBn: 'লজ মোড়, বোলপুর, বীরভূম ৭৩১২০৪',
    village: 'Bolpur',
    phone: '+919733260148',
    open24h: false,
    services: 'Digital X-ray, ultrasonography (USG), ECG, echocardiography',
    servicesBn: 'ডিজিটাল এক্স-রে, আলট্রাসোনোগ্রাফি (ইউএসজি), ইসিজি, ইকোকার্ডিওগ্রাফি',
  },
  {
    type: MedicalPlaceType.BLOOD_BANK,
    name: 'Bolpur Sub-Divisional Hospital Blood Bank',
    nameBn: 'বোলপুর মহকুমা হাসপাতাল ব্লাড ব্যাংক',
    address: 'Hospital Road, Bolpur, Birbhum 731204',
    addressBn: 'হাসপাতাল রোড, বোলপুর, বীরভূম ৭৩১২০৪',
    village: 'Bolpur',
    phone: '+913463252777',
    open24h: true,
    services: 'All blood groups; bring a donor if you can',
    servicesBn: 'সব গ্রুপের রক্ত; পারলে একজন রক্তদাতা সঙ্গে আনুন',
  },
  {
    type: MedicalPlaceType.BLOOD_BANK,
    name: 'Suri Sadar Hospital Blood Bank',
    nameBn: 'সিউড়ি সদর হাসপাতাল ব্লাড ব্যাংক',
    address: 'Hospital Para, Suri, Birbhum 731101',
    addressBn: 'হাসপাতাল পাড়া, সিউড়ি, বীরভূম ৭৩১১০১',
    village: 'Suri',
    phone: '+913462255800',
    open24h: true,
    services: 'All blood groups, component separation (platelets, plasma)',
    servicesBn: 'সব গ্রুপের রক্ত, উপাদান আলাদা করা হয় (প্লেটলেট, প্লাজমা)',
  },
  {
    type: MedicalPlaceType.NURSING_HOME,
    name: 'Maa Sarada Nursing Home',
    nameBn: 'মা সারদা নার্সিং হোম',
    address: 'Lodge More, Bolpur, Birbhum 731204',
    addressBn: 'লজ মোড়, বোলপুর, বীরভূম ৭৩১২০৪',
    village: 'Bolpur',
    phone: '+913463255880',
    open24h: true,
    services: 'Maternity, caesarean section, general surgery, 20 beds',
    servicesBn: 'প্রসূতি বিভাগ, সিজার, সাধারণ অস্ত্রোপচার, ২০টি শয্যা',
  },
  {
    type: MedicalPlaceType.NURSING_HOME,
    name: 'Ilambazar Seva Sadan',
    nameBn: 'ইলামবাজার সেবা সদন',
    address: 'Chowmatha, Ilambazar, Birbhum 731214',
    addressBn: 'চৌমাথা, ইলামবাজার, বীরভূম ৭৩১২১৪',
    village: 'Ilambazar',
    phone: '+919474312690',
    open24h: true,
    services: 'Maternity, minor surgery, oxygen, 12 beds',
    servicesBn: 'প্রসূতি বিভাগ, ছোট অস্ত্রোপচার, অক্সিজেন, ১২টি শয্যা',
  },
];

/** The lab tests' words in Bengali, as a lab's counter would say them. */
export const LAB_WORDS_BN: Record<string, string> = {
  Blood: 'রক্ত',
  Urine: 'প্রস্রাব',
  Stool: 'মল',
  'Fasting 8–10 hours; plain water is allowed': '৮–১০ ঘণ্টা খালি পেটে থাকুন; শুধু জল খাওয়া চলবে',
  'Exactly 2 hours after a normal meal': 'স্বাভাবিক খাবার খাওয়ার ঠিক ২ ঘণ্টা পরে',
  'Fasting 10–12 hours': '১০–১২ ঘণ্টা খালি পেটে থাকুন',
  'Morning sample preferred': 'সকালের নমুনা হলে ভালো',
  'First morning urine, in the lab’s clean container': 'সকালের প্রথম প্রস্রাব, ল্যাবের দেওয়া পরিষ্কার কৌটোয়',
  'Fasting 8 hours preferred': '৮ ঘণ্টা খালি পেটে থাকলে ভালো',
  'Fresh sample, in the lab’s sterile container': 'টাটকা নমুনা, ল্যাবের দেওয়া জীবাণুমুক্ত কৌটোয়',
  'Same day, 6 pm': 'সেদিনই, সন্ধ্যা ৬টায়',
  'Same day, 5 pm': 'সেদিনই, বিকেল ৫টায়',
  'Same day': 'সেদিনই',
  'Next day': 'পরের দিন',
  '2 days': '২ দিনে',
  '1 hour': '১ ঘণ্টায়',
  '2 hours': '২ ঘণ্টায়',
  '4 hours': '৪ ঘণ্টায়',
};

/** A lab test's words in Bengali; throws on one missing, so the seed stays whole. */
export function labWordsInBengali(text: string): string {
  const bn = LAB_WORDS_BN[text];
  if (!bn) throw new Error(`No Bengali for the lab words "${text}" in seed/data/medical.ts`);
  return bn;
}
