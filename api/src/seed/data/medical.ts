import { MedicalPlaceType } from '../../modules/medical/medical-place-type';
import type { InLanguages } from './in-languages';
import { FRI, MON, MON_TO_SAT, SAT, SUN, THU, TUE, WED } from './weekdays';

export interface SpecialtySeed {
  slug: string;
  name: string;
  nameBn: string;
  nameHi: string;
}

/** In the order the doctors page lists them. */
export const specialties: SpecialtySeed[] = [
  { slug: 'general-physician', name: 'General Physician', nameBn: 'সাধারণ চিকিৎসক', nameHi: 'सामान्य चिकित्सक' },
  { slug: 'paediatrics', name: 'Paediatrics (Child Specialist)', nameBn: 'শিশুরোগ বিশেষজ্ঞ', nameHi: 'शिशु रोग विशेषज्ञ' },
  {
    slug: 'gynaecology',
    name: 'Gynaecology & Obstetrics',
    nameBn: 'স্ত্রীরোগ ও প্রসূতি বিশেষজ্ঞ',
    nameHi: 'स्त्री रोग एवं प्रसूति विशेषज्ञ',
  },
  { slug: 'orthopaedics', name: 'Orthopaedics (Bone & Joint)', nameBn: 'অস্থিরোগ বিশেষজ্ঞ', nameHi: 'हड्डी रोग विशेषज्ञ' },
  { slug: 'ent', name: 'ENT (Ear, Nose & Throat)', nameBn: 'নাক-কান-গলা বিশেষজ্ঞ', nameHi: 'नाक-कान-गला विशेषज्ञ' },
  { slug: 'dermatology', name: 'Dermatology (Skin)', nameBn: 'চর্মরোগ বিশেষজ্ঞ', nameHi: 'त्वचा रोग विशेषज्ञ' },
  { slug: 'cardiology', name: 'Cardiology (Heart)', nameBn: 'হৃদরোগ বিশেষজ্ঞ', nameHi: 'हृदय रोग विशेषज्ञ' },
  { slug: 'eye', name: 'Eye (Ophthalmology)', nameBn: 'চক্ষু বিশেষজ্ঞ', nameHi: 'नेत्र रोग विशेषज्ञ' },
  { slug: 'dental', name: 'Dental Surgeon', nameBn: 'দন্ত চিকিৎসক', nameHi: 'दंत चिकित्सक' },
];

export interface DoctorSeed {
  name: string;
  nameBn: string;
  nameHi: string;
  specialty: string;
  isSpecialist: boolean;
  /** Its degrees, chamber and address in Bengali and Hindi are in DOCTOR_WORDS. */
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
    nameHi: 'डॉ. सुदीप्त मुखर्जी',
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
    nameHi: 'डॉ. अमिताभ पाल',
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
    nameHi: 'डॉ. मो. रफ़ीकुल इस्लाम',
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
    nameHi: 'डॉ. अनन्या चटर्जी',
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
    nameHi: 'डॉ. तन्मय मंडल',
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
    nameHi: 'डॉ. मौसमी बनर्जी',
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
    nameHi: 'डॉ. राजीब साहा',
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
    nameHi: 'डॉ. पार्थ प्रतिम दत्त',
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
    nameHi: 'डॉ. शर्मिष्ठा रॉय',
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
    nameHi: 'डॉ. कौशिक भट्टाचार्य',
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
    nameHi: 'डॉ. नसरीन सुल्ताना',
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
    nameHi: 'डॉ. शुभंकर घोष',
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

/** The doctors' degrees, chambers and addresses in Bengali and Hindi, as their boards write them. */
export const DOCTOR_WORDS: Record<string, InLanguages> = {
  'MBBS (Cal)': { bn: 'এম.বি.বি.এস (কলকাতা)', hi: 'एम.बी.बी.एस. (कलकत्ता)' },
  MBBS: { bn: 'এম.বি.বি.এস', hi: 'एम.बी.बी.एस.' },
  'MBBS, PGDFM': { bn: 'এম.বি.বি.এস, পি.জি.ডি.এফ.এম', hi: 'एम.बी.बी.एस., पी.जी.डी.एफ़.एम.' },
  'MBBS, DCH': { bn: 'এম.বি.বি.এস, ডি.সি.এইচ (শিশুস্বাস্থ্য)', hi: 'एम.बी.बी.एस., डी.सी.एच. (शिशु स्वास्थ्य)' },
  'MBBS, MD (Paediatrics)': { bn: 'এম.বি.বি.এস, এম.ডি (শিশুরোগ)', hi: 'एम.बी.बी.एस., एम.डी. (शिशु रोग)' },
  'MBBS, MS (Obstetrics & Gynaecology)': {
    bn: 'এম.বি.বি.এস, এম.এস (প্রসূতি ও স্ত্রীরোগ)',
    hi: 'एम.बी.बी.एस., एम.एस. (प्रसूति एवं स्त्री रोग)',
  },
  'MBBS, MS (Orthopaedics)': { bn: 'এম.বি.বি.এস, এম.এস (অস্থিরোগ)', hi: 'एम.बी.बी.एस., एम.एस. (हड्डी रोग)' },
  'MBBS, MS (ENT)': { bn: 'এম.বি.বি.এস, এম.এস (নাক-কান-গলা)', hi: 'एम.बी.बी.एस., एम.एस. (नाक-कान-गला)' },
  'MBBS, DDVL': { bn: 'এম.বি.বি.এস, ডি.ডি.ভি.এল (চর্মরোগ)', hi: 'एम.बी.बी.एस., डी.डी.वी.एल. (त्वचा रोग)' },
  'MBBS, MD (Medicine), DM (Cardiology)': {
    bn: 'এম.বি.বি.এস, এম.ডি (মেডিসিন), ডি.এম (হৃদরোগ)',
    hi: 'एम.बी.बी.एस., एम.डी. (मेडिसिन), डी.एम. (हृदय रोग)',
  },
  'MBBS, MS (Ophthalmology)': { bn: 'এম.বি.বি.এস, এম.এস (চক্ষু)', hi: 'एम.बी.बी.एस., एम.एस. (नेत्र रोग)' },
  BDS: { bn: 'বি.ডি.এস', hi: 'बी.डी.एस.' },

  'Janata Medical Hall chamber': { bn: 'জনতা মেডিক্যাল হল চেম্বার', hi: 'जनता मेडिकल हॉल चैंबर' },
  'Pal Clinic': { bn: 'পাল ক্লিনিক', hi: 'पाल क्लिनिक' },
  'Supur Sebayan Clinic': { bn: 'সুপুর সেবায়ন ক্লিনিক', hi: 'सुपुर सेवायन क्लिनिक' },
  'Sebak Pharmacy chamber': { bn: 'সেবক ফার্মেসি চেম্বার', hi: 'सेवक फ़ार्मेसी चैंबर' },
  'Maa Sarada Nursing Home': { bn: 'মা সারদা নার্সিং হোম', hi: 'माँ सारदा नर्सिंग होम' },
  'Ilambazar Pathology & Diagnostic Centre': {
    bn: 'ইলামবাজার প্যাথলজি ও ডায়াগনস্টিক সেন্টার',
    hi: 'इलामबाज़ार पैथोलॉजी एवं डायग्नोस्टिक सेंटर',
  },
  'Santiniketan Path Lab chamber': { bn: 'শান্তিনিকেতন প্যাথ ল্যাব চেম্বার', hi: 'शांतिनिकेतन पैथ लैब चैंबर' },
  'Drishti Eye Care': { bn: 'দৃষ্টি আই কেয়ার', hi: 'दृष्टि आई केयर' },
  'Smile Dental Clinic': { bn: 'স্মাইল ডেন্টাল ক্লিনিক', hi: 'स्माइल डेंटल क्लिनिक' },

  'Hospital More, Ilambazar': { bn: 'হাসপাতাল মোড়, ইলামবাজার', hi: 'हॉस्पिटल मोड़, इलामबाज़ार' },
  'Mandir Road, Joydev Kenduli': { bn: 'মন্দির রোড, জয়দেব কেন্দুলি', hi: 'मंदिर रोड, जयदेव केंदुली' },
  'Supur bus stop, Supur': { bn: 'সুপুর বাস স্টপ, সুপুর', hi: 'सुपुर बस स्टॉप, सुपुर' },
  'Station Road, Bolpur': { bn: 'স্টেশন রোড, বোলপুর', hi: 'स्टेशन रोड, बोलपुर' },
  'Lodge More, Bolpur': { bn: 'লজ মোড়, বোলপুর', hi: 'लॉज मोड़, बोलपुर' },
  'Sriniketan Road, Bolpur': { bn: 'শ্রীনিকেতন রোড, বোলপুর', hi: 'श्रीनिकेतन रोड, बोलपुर' },
  'Chowmatha, Ilambazar': { bn: 'চৌমাথা, ইলামবাজার', hi: 'चौमाथा, इलामबाज़ार' },
  'Bus Stand Market, Ilambazar': { bn: 'বাসস্ট্যান্ড মার্কেট, ইলামবাজার', hi: 'बस स्टैंड मार्केट, इलामबाज़ार' },
};

export interface LabTestSeed {
  /** The seed key of the LAB vendor that runs it. */
  lab: string;
  /** Its Bengali and Hindi are in LAB_TEST_NAMES, its words' in LAB_WORDS. */
  name: string;
  pricePaise: number;
  sample: string;
  preparation?: string;
  reportTime: string;
  homeCollection: boolean;
}

const ILAMBAZAR_LAB = 'ilambazar-pathology';
const BOLPUR_LAB = 'santiniketan-path-lab';

export const labTests: LabTestSeed[] = [
  {
    lab: ILAMBAZAR_LAB,
    name: 'Complete Blood Count (CBC)',
    pricePaise: 25000,
    sample: 'Blood',
    reportTime: 'Same day, 6 pm',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Blood Sugar (Fasting)',
    pricePaise: 5000,
    sample: 'Blood',
    preparation: 'Fasting 8–10 hours; plain water is allowed',
    reportTime: '2 hours',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Blood Sugar (PP)',
    pricePaise: 5000,
    sample: 'Blood',
    preparation: 'Exactly 2 hours after a normal meal',
    reportTime: '2 hours',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'HbA1c',
    pricePaise: 45000,
    sample: 'Blood',
    reportTime: 'Next day',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Lipid Profile',
    pricePaise: 50000,
    sample: 'Blood',
    preparation: 'Fasting 10–12 hours',
    reportTime: 'Same day, 6 pm',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Thyroid Profile (T3, T4, TSH)',
    pricePaise: 55000,
    sample: 'Blood',
    preparation: 'Morning sample preferred',
    reportTime: 'Next day',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Urine Routine Examination',
    pricePaise: 15000,
    sample: 'Urine',
    preparation: 'First morning urine, in the lab’s clean container',
    reportTime: 'Same day',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Liver Function Test (LFT)',
    pricePaise: 60000,
    sample: 'Blood',
    preparation: 'Fasting 8 hours preferred',
    reportTime: 'Next day',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Kidney Function Test (KFT)',
    pricePaise: 60000,
    sample: 'Blood',
    reportTime: 'Next day',
    homeCollection: true,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Dengue NS1 Antigen',
    pricePaise: 60000,
    sample: 'Blood',
    reportTime: '4 hours',
    homeCollection: false,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Malaria Antigen (rapid test)',
    pricePaise: 30000,
    sample: 'Blood',
    reportTime: '1 hour',
    homeCollection: false,
  },
  {
    lab: ILAMBAZAR_LAB,
    name: 'Widal Test',
    pricePaise: 20000,
    sample: 'Blood',
    reportTime: 'Same day',
    homeCollection: true,
  },

  {
    lab: BOLPUR_LAB,
    name: 'Complete Blood Count (CBC)',
    pricePaise: 22000,
    sample: 'Blood',
    reportTime: 'Same day, 5 pm',
    homeCollection: true,
  },
  {
    lab: BOLPUR_LAB,
    name: 'Blood Sugar (Fasting)',
    pricePaise: 4000,
    sample: 'Blood',
    preparation: 'Fasting 8–10 hours; plain water is allowed',
    reportTime: '2 hours',
    homeCollection: false,
  },
  { lab: BOLPUR_LAB, name: 'HbA1c', pricePaise: 40000, sample: 'Blood', reportTime: 'Next day', homeCollection: true },
  {
    lab: BOLPUR_LAB,
    name: 'Lipid Profile',
    pricePaise: 45000,
    sample: 'Blood',
    preparation: 'Fasting 10–12 hours',
    reportTime: 'Next day',
    homeCollection: true,
  },
  {
    lab: BOLPUR_LAB,
    name: 'Thyroid Profile (T3, T4, TSH)',
    pricePaise: 50000,
    sample: 'Blood',
    preparation: 'Morning sample preferred',
    reportTime: 'Next day',
    homeCollection: true,
  },
  {
    lab: BOLPUR_LAB,
    name: 'Vitamin D (25-OH)',
    pricePaise: 120000,
    sample: 'Blood',
    reportTime: '2 days',
    homeCollection: false,
  },
  { lab: BOLPUR_LAB, name: 'ESR', pricePaise: 8000, sample: 'Blood', reportTime: 'Same day', homeCollection: true },
  {
    lab: BOLPUR_LAB,
    name: 'Stool Routine Examination',
    pricePaise: 15000,
    sample: 'Stool',
    preparation: 'Fresh sample, in the lab’s sterile container',
    reportTime: 'Same day',
    homeCollection: false,
  },
];

/** The tests' names as the labs' counters say them. */
export const LAB_TEST_NAMES: Record<string, InLanguages> = {
  'Complete Blood Count (CBC)': { bn: 'কমপ্লিট ব্লাড কাউন্ট (সিবিসি)', hi: 'कम्प्लीट ब्लड काउंट (सीबीसी)' },
  'Blood Sugar (Fasting)': { bn: 'রক্তে শর্করা (খালি পেটে)', hi: 'ब्लड शुगर (खाली पेट)' },
  'Blood Sugar (PP)': { bn: 'রক্তে শর্করা (খাওয়ার পরে)', hi: 'ब्लड शुगर (खाने के बाद)' },
  HbA1c: { bn: 'এইচবিএওয়ানসি (তিন মাসের গড় শর্করা)', hi: 'एचबीए1सी (तीन महीने की औसत शुगर)' },
  'Lipid Profile': { bn: 'লিপিড প্রোফাইল', hi: 'लिपिड प्रोफ़ाइल' },
  'Thyroid Profile (T3, T4, TSH)': {
    bn: 'থাইরয়েড প্রোফাইল (টি৩, টি৪, টিএসএইচ)',
    hi: 'थायरॉइड प्रोफ़ाइल (टी3, टी4, टीएसएच)',
  },
  'Urine Routine Examination': { bn: 'প্রস্রাব পরীক্ষা (রুটিন)', hi: 'पेशाब की जाँच (रूटीन)' },
  'Liver Function Test (LFT)': { bn: 'লিভার ফাংশন টেস্ট', hi: 'लिवर फ़ंक्शन टेस्ट (एलएफ़टी)' },
  'Kidney Function Test (KFT)': { bn: 'কিডনি ফাংশন টেস্ট', hi: 'किडनी फ़ंक्शन टेस्ट (केएफ़टी)' },
  'Dengue NS1 Antigen': { bn: 'ডেঙ্গু এনএস১ অ্যান্টিজেন', hi: 'डेंगू एनएस1 एंटीजन' },
  'Malaria Antigen (rapid test)': { bn: 'ম্যালেরিয়া অ্যান্টিজেন (র‍্যাপিড)', hi: 'मलेरिया एंटीजन (रैपिड टेस्ट)' },
  'Widal Test': { bn: 'ওয়াইডাল টেস্ট (টাইফয়েড)', hi: 'विडाल टेस्ट (टाइफ़ाइड)' },
  'Vitamin D (25-OH)': { bn: 'ভিটামিন ডি', hi: 'विटामिन डी' },
  ESR: { bn: 'ইএসআর', hi: 'ईएसआर' },
  'Stool Routine Examination': { bn: 'মল পরীক্ষা (রুটিন)', hi: 'मल की जाँच (रूटीन)' },
};

export interface MedicalPlaceSeed {
  type: MedicalPlaceType;
  name: string;
  nameBn: string;
  nameHi: string;
  address: string;
  addressBn: string;
  addressHi: string;
  village: string;
  phone: string;
  open24h: boolean;
  services?: string;
  servicesBn?: string;
  servicesHi?: string;
}

/** The /medical/common/{type} listings; hospital numbers match the emergency page's. */
export const medicalPlaces: MedicalPlaceSeed[] = [
  {
    type: MedicalPlaceType.HOSPITAL,
    name: 'Ilambazar Rural Hospital',
    nameBn: 'ইলামবাজার গ্রামীণ হাসপাতাল',
    nameHi: 'इलामबाज़ार ग्रामीण अस्पताल',
    address: 'Hospital More, Ilambazar, Birbhum 731214',
    addressBn: 'হাসপাতাল মোড়, ইলামবাজার, বীরভূম ৭৩১২১৪',
    addressHi: 'हॉस्पिटल मोड़, इलामबाज़ार, बीरभूम 731214',
    village: 'Ilambazar',
    phone: '+913463260300',
    open24h: true,
    services: 'Emergency, outdoor 9 am–2 pm, maternity, free medicines and diagnostics',
    servicesBn: 'জরুরি বিভাগ, আউটডোর সকাল ৯টা–দুপুর ২টো, প্রসূতি বিভাগ, বিনামূল্যে ওষুধ ও পরীক্ষা',
    servicesHi: 'इमरजेंसी, ओपीडी सुबह 9 बजे–दोपहर 2 बजे, प्रसूति, मुफ़्त दवाइयाँ और जाँच',
  },
  {
    type: MedicalPlaceType.HOSPITAL,
    name: 'Bolpur Sub-Divisional Hospital',
    nameBn: 'বোলপুর মহকুমা হাসপাতাল',
    nameHi: 'बोलपुर अनुमंडल अस्पताल',
    address: 'Hospital Road, Bolpur, Birbhum 731204',
    addressBn: 'হাসপাতাল রোড, বোলপুর, বীরভূম ৭৩১২০৪',
    addressHi: 'हॉस्पिटल रोड, बोलपुर, बीरभूम 731204',
    village: 'Bolpur',
    phone: '+913463252340',
    open24h: true,
    services: 'Emergency, outdoor, surgery, SNCU for newborns, dialysis',
    servicesBn: 'জরুরি বিভাগ, আউটডোর, অস্ত্রোপচার, নবজাতকদের এসএনসিইউ, ডায়ালিসিস',
    servicesHi: 'इमरजेंसी, ओपीडी, सर्जरी, नवजात शिशुओं के लिए एसएनसीयू, डायलिसिस',
  },
  {
    type: MedicalPlaceType.HOSPITAL,
    name: 'Suri Sadar Hospital',
    nameBn: 'সিউড়ি সদর হাসপাতাল',
    nameHi: 'सिउड़ी सदर अस्पताल',
    address: 'Hospital Para, Suri, Birbhum 731101',
    addressBn: 'হাসপাতাল পাড়া, সিউড়ি, বীরভূম ৭৩১১০১',
    addressHi: 'हॉस्पिटल पाड़ा, सिउड़ी, बीरभूम 731101',
    village: 'Suri',
    phone: '+913462255101',
    open24h: true,
    services: 'District hospital: emergency, ICU, CT scan, all departments',
    servicesBn: 'জেলা হাসপাতাল: জরুরি বিভাগ, আইসিইউ, সিটি স্ক্যান, সব বিভাগ',
    servicesHi: 'ज़िला अस्पताल: इमरजेंसी, आईसीयू, सीटी स्कैन, सभी विभाग',
  },
  {
    type: MedicalPlaceType.CLINIC,
    name: 'Joydev Kenduli Primary Health Centre',
    nameBn: 'জয়দেব কেন্দুলি প্রাথমিক স্বাস্থ্যকেন্দ্র',
    nameHi: 'जयदेव केंदुली प्राथमिक स्वास्थ्य केंद्र',
    address: 'Near the high school, Joydev Kenduli, Birbhum 731214',
    addressBn: 'হাই স্কুলের কাছে, জয়দেব কেন্দুলি, বীরভূম ৭৩১২১৪',
    addressHi: 'हाई स्कूल के पास, जयदेव केंदुली, बीरभूम 731214',
    village: 'Joydev Kenduli',
    phone: '+913463268012',
    open24h: false,
    services: 'Outdoor 9 am–2 pm, vaccination on Wednesdays, antenatal check-ups',
    servicesBn: 'আউটডোর সকাল ৯টা–দুপুর ২টো, বুধবার টিকা, গর্ভবতী মায়েদের চেক-আপ',
    servicesHi: 'ओपीडी सुबह 9 बजे–दोपहर 2 बजे, बुधवार को टीकाकरण, गर्भवती महिलाओं की जाँच',
  },
  {
    type: MedicalPlaceType.CLINIC,
    name: 'Supur Sebayan Clinic',
    nameBn: 'সুপুর সেবায়ন ক্লিনিক',
    nameHi: 'सुपुर सेवायन क्लिनिक',
    address: 'Supur bus stop, Supur, Birbhum 731204',
    addressBn: 'সুপুর বাস স্টপ, সুপুর, বীরভূম ৭৩১২০৪',
    addressHi: 'सुपुर बस स्टॉप, सुपुर, बीरभूम 731204',
    village: 'Supur',
    phone: '+919434560870',
    open24h: false,
    services: 'General physician every evening, dressing, BP and sugar check',
    servicesBn: 'রোজ সন্ধ্যায় সাধারণ চিকিৎসক, ড্রেসিং, প্রেশার ও সুগার মাপা',
    servicesHi: 'हर शाम सामान्य चिकित्सक, मरहम-पट्टी, बीपी और शुगर की जाँच',
  },
  {
    type: MedicalPlaceType.DIAGNOSTIC_CENTRE,
    name: 'Ilambazar Pathology & Diagnostic Centre',
    nameBn: 'ইলামবাজার প্যাথলজি ও ডায়াগনস্টিক সেন্টার',
    nameHi: 'इलामबाज़ार पैथोलॉजी एवं डायग्नोस्टिक सेंटर',
    address: 'Hospital More, Ilambazar, Birbhum 731214',
    addressBn: 'হাসপাতাল মোড়, ইলামবাজার, বীরভূম ৭৩১২১৪',
    addressHi: 'हॉस्पिटल मोड़, इलामबाज़ार, बीरभूम 731214',
    village: 'Ilambazar',
    phone: '+919609215347',
    open24h: false,
    services: 'Blood and urine tests, ECG, X-ray; home collection',
    servicesBn: 'রক্ত ও প্রস্রাব পরীক্ষা, ইসিজি, এক্স-রে; বাড়ি থেকে নমুনা নেওয়া হয়',
    servicesHi: 'खून और पेशाब की जाँच, ईसीजी, एक्स-रे; घर से नमूना लिया जाता है',
  },
  {
    type: MedicalPlaceType.DIAGNOSTIC_CENTRE,
    name: 'Santiniketan Path Lab',
    nameBn: 'শান্তিনিকেতন প্যাথ ল্যাব',
    nameHi: 'शांतिनिकेतन पैथ लैब',
    address: 'Sriniketan Road, Bolpur, Birbhum 731204',
    addressBn: 'শ্রীনিকেতন রোড, বোলপুর, বীরভূম ৭৩১২০৪',
    addressHi: 'श्रीनिकेतन रोड, बोलपुर, बीरभूम 731204',
    village: 'Bolpur',
    phone: '+919851370462',
    open24h: false,
    services: 'Pathology, thyroid and vitamin tests; home collection',
    servicesBn: 'প্যাথলজি, থাইরয়েড ও ভিটামিন পরীক্ষা; বাড়ি থেকে নমুনা নেওয়া হয়',
    servicesHi: 'पैथोलॉजी, थायरॉइड और विटामिन की जाँच; घर से नमूना लिया जाता है',
  },
  {
    type: MedicalPlaceType.DIAGNOSTIC_CENTRE,
    name: 'Bolpur Imaging Centre',
    nameBn: 'বোলপুর ইমেজিং সেন্টার',
    nameHi: 'बोलपुर इमेजिंग सेंटर',
    address: 'Lodge More, Bolpur, Birbhum 731204',
    addressBn: 'লজ মোড়, বোলপুর, বীরভূম ৭৩১২০৪',
    addressHi: 'लॉज मोड़, बोलपुर, बीरभूम 731204',
    village: 'Bolpur',
    phone: '+919733260148',
    open24h: false,
    services: 'Digital X-ray, ultrasonography (USG), ECG, echocardiography',
    servicesBn: 'ডিজিটাল এক্স-রে, আলট্রাসোনোগ্রাফি (ইউএসজি), ইসিজি, ইকোকার্ডিওগ্রাফি',
    servicesHi: 'डिजिटल एक्स-रे, अल्ट्रासोनोग्राफ़ी (यूएसजी), ईसीजी, इकोकार्डियोग्राफ़ी',
  },
  {
    type: MedicalPlaceType.BLOOD_BANK,
    name: 'Bolpur Sub-Divisional Hospital Blood Bank',
    nameBn: 'বোলপুর মহকুমা হাসপাতাল ব্লাড ব্যাংক',
    nameHi: 'बोलपुर अनुमंडल अस्पताल ब्लड बैंक',
    address: 'Hospital Road, Bolpur, Birbhum 731204',
    addressBn: 'হাসপাতাল রোড, বোলপুর, বীরভূম ৭৩১২০৪',
    addressHi: 'हॉस्पिटल रोड, बोलपुर, बीरभूम 731204',
    village: 'Bolpur',
    phone: '+913463252777',
    open24h: true,
    services: 'All blood groups; bring a donor if you can',
    servicesBn: 'সব গ্রুপের রক্ত; পারলে একজন রক্তদাতা সঙ্গে আনুন',
    servicesHi: 'सभी ब्लड ग्रुप; हो सके तो एक रक्तदाता साथ लाएँ',
  },
  {
    type: MedicalPlaceType.BLOOD_BANK,
    name: 'Suri Sadar Hospital Blood Bank',
    nameBn: 'সিউড়ি সদর হাসপাতাল ব্লাড ব্যাংক',
    nameHi: 'सिउड़ी सदर अस्पताल ब्लड बैंक',
    address: 'Hospital Para, Suri, Birbhum 731101',
    addressBn: 'হাসপাতাল পাড়া, সিউড়ি, বীরভূম ৭৩১১০১',
    addressHi: 'हॉस्पिटल पाड़ा, सिउड़ी, बीरभूम 731101',
    village: 'Suri',
    phone: '+913462255800',
    open24h: true,
    services: 'All blood groups, component separation (platelets, plasma)',
    servicesBn: 'সব গ্রুপের রক্ত, উপাদান আলাদা করা হয় (প্লেটলেট, প্লাজমা)',
    servicesHi: 'सभी ब्लड ग्रुप, रक्त के घटक अलग किए जाते हैं (प्लेटलेट, प्लाज़्मा)',
  },
  {
    type: MedicalPlaceType.NURSING_HOME,
    name: 'Maa Sarada Nursing Home',
    nameBn: 'মা সারদা নার্সিং হোম',
    nameHi: 'माँ सारदा नर्सिंग होम',
    address: 'Lodge More, Bolpur, Birbhum 731204',
    addressBn: 'লজ মোড়, বোলপুর, বীরভূম ৭৩১২০৪',
    addressHi: 'लॉज मोड़, बोलपुर, बीरभूम 731204',
    village: 'Bolpur',
    phone: '+913463255880',
    open24h: true,
    services: 'Maternity, caesarean section, general surgery, 20 beds',
    servicesBn: 'প্রসূতি বিভাগ, সিজার, সাধারণ অস্ত্রোপচার, ২০টি শয্যা',
    servicesHi: 'प्रसूति, सिज़ेरियन ऑपरेशन, सामान्य सर्जरी, 20 बिस्तर',
  },
  {
    type: MedicalPlaceType.NURSING_HOME,
    name: 'Ilambazar Seva Sadan',
    nameBn: 'ইলামবাজার সেবা সদন',
    nameHi: 'इलामबाज़ार सेवा सदन',
    address: 'Chowmatha, Ilambazar, Birbhum 731214',
    addressBn: 'চৌমাথা, ইলামবাজার, বীরভূম ৭৩১২১৪',
    addressHi: 'चौमाथा, इलामबाज़ार, बीरभूम 731214',
    village: 'Ilambazar',
    phone: '+919474312690',
    open24h: true,
    services: 'Maternity, minor surgery, oxygen, 12 beds',
    servicesBn: 'প্রসূতি বিভাগ, ছোট অস্ত্রোপচার, অক্সিজেন, ১২টি শয্যা',
    servicesHi: 'प्रसूति, छोटी सर्जरी, ऑक्सीजन, 12 बिस्तर',
  },
];

/** The lab tests' words in Bengali and Hindi, as a lab's counter would say them. */
export const LAB_WORDS: Record<string, InLanguages> = {
  Blood: { bn: 'রক্ত', hi: 'रक्त' },
  Urine: { bn: 'প্রস্রাব', hi: 'पेशाब' },
  Stool: { bn: 'মল', hi: 'मल' },
  'Fasting 8–10 hours; plain water is allowed': {
    bn: '৮–১০ ঘণ্টা খালি পেটে থাকুন; শুধু জল খাওয়া চলবে',
    hi: '8–10 घंटे खाली पेट रहें; सिर्फ़ पानी पी सकते हैं',
  },
  'Exactly 2 hours after a normal meal': {
    bn: 'স্বাভাবিক খাবার খাওয়ার ঠিক ২ ঘণ্টা পরে',
    hi: 'सामान्य भोजन के ठीक 2 घंटे बाद',
  },
  'Fasting 10–12 hours': { bn: '১০–১২ ঘণ্টা খালি পেটে থাকুন', hi: '10–12 घंटे खाली पेट रहें' },
  'Morning sample preferred': { bn: 'সকালের নমুনা হলে ভালো', hi: 'सुबह का नमूना बेहतर है' },
  'First morning urine, in the lab’s clean container': {
    bn: 'সকালের প্রথম প্রস্রাব, ল্যাবের দেওয়া পরিষ্কার কৌটোয়',
    hi: 'सुबह का पहला पेशाब, लैब के दिए साफ़ डिब्बे में',
  },
  'Fasting 8 hours preferred': { bn: '৮ ঘণ্টা খালি পেটে থাকলে ভালো', hi: '8 घंटे खाली पेट रहना बेहतर है' },
  'Fresh sample, in the lab’s sterile container': {
    bn: 'টাটকা নমুনা, ল্যাবের দেওয়া জীবাণুমুক্ত কৌটোয়',
    hi: 'ताज़ा नमूना, लैब के दिए जीवाणुरहित डिब्बे में',
  },
  'Same day, 6 pm': { bn: 'সেদিনই, সন্ধ্যা ৬টায়', hi: 'उसी दिन, शाम 6 बजे' },
  'Same day, 5 pm': { bn: 'সেদিনই, বিকেল ৫টায়', hi: 'उसी दिन, शाम 5 बजे' },
  'Same day': { bn: 'সেদিনই', hi: 'उसी दिन' },
  'Next day': { bn: 'পরের দিন', hi: 'अगले दिन' },
  '2 days': { bn: '২ দিনে', hi: '2 दिन में' },
  '1 hour': { bn: '১ ঘণ্টায়', hi: '1 घंटे में' },
  '2 hours': { bn: '২ ঘণ্টায়', hi: '2 घंटे में' },
  '4 hours': { bn: '৪ ঘণ্টায়', hi: '4 घंटे में' },
};
