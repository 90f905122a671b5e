import { EmergencyGroup } from '../../modules/emergency/emergency-group';

export interface EmergencyContactSeed {
  group: EmergencyGroup;
  name: string;
  nameBn?: string;
  nameHi?: string;
  phone: string;
  altPhone?: string;
  area?: string;
  available24h: boolean;
}

/**
 * The block's emergency numbers. National helplines are the real ones; local desk numbers
 * are demo values in the district's STD format (03463, Bolpur) until an admin enters the live ones.
 */
export const emergencyContacts: EmergencyContactSeed[] = [
  {
    group: EmergencyGroup.POLICE,
    name: 'Emergency Response (all services)',
    nameBn: 'জরুরি সাহায্য (সব পরিষেবা)',
    nameHi: 'आपातकालीन सहायता (सभी सेवाएँ)',
    phone: '112',
    available24h: true,
  },
  {
    group: EmergencyGroup.POLICE,
    name: 'Police Control Room',
    nameBn: 'পুলিশ কন্ট্রোল রুম',
    nameHi: 'पुलिस कंट्रोल रूम',
    phone: '100',
    available24h: true,
  },
  {
    group: EmergencyGroup.POLICE,
    name: 'Ilambazar Police Station',
    nameBn: 'ইলামবাজার থানা',
    nameHi: 'इलामबाज़ार थाना',
    phone: '+913463260221',
    altPhone: '+919732100451',
    area: 'Ilambazar',
    available24h: true,
  },
  {
    group: EmergencyGroup.POLICE,
    name: 'Bolpur Police Station',
    nameBn: 'বোলপুর থানা',
    nameHi: 'बोलपुर थाना',
    phone: '+913463252100',
    area: 'Bolpur',
    available24h: true,
  },
  {
    group: EmergencyGroup.POLICE,
    name: 'Women Helpline',
    nameBn: 'মহিলা হেল্পলাইন',
    nameHi: 'महिला हेल्पलाइन',
    phone: '181',
    available24h: true,
  },
  {
    group: EmergencyGroup.POLICE,
    name: 'Child Helpline',
    nameBn: 'শিশু হেল্পলাইন',
    nameHi: 'चाइल्ड हेल्पलाइन',
    phone: '1098',
    available24h: true,
  },

  {
    group: EmergencyGroup.FIRE,
    name: 'Fire Brigade',
    nameBn: 'দমকল',
    nameHi: 'दमकल',
    phone: '101',
    available24h: true,
  },
  {
    group: EmergencyGroup.FIRE,
    name: 'Bolpur Fire Station',
    nameBn: 'বোলপুর দমকল কেন্দ্র',
    nameHi: 'बोलपुर दमकल केंद्र',
    phone: '+913463255101',
    area: 'Bolpur',
    available24h: true,
  },
  {
    group: EmergencyGroup.FIRE,
    name: 'Dubrajpur Fire Station',
    nameBn: 'দুবরাজপুর দমকল কেন্দ্র',
    nameHi: 'दुबराजपुर दमकल केंद्र',
    phone: '+913462270101',
    area: 'Dubrajpur',
    available24h: true,
  },

  {
    group: EmergencyGroup.AMBULANCE,
    name: 'Ambulance (Nishchay Yan)',
    nameBn: 'অ্যাম্বুলেন্স (নিশ্চয় যান)',
    nameHi: 'एम्बुलेंस (निश्चय यान)',
    phone: '102',
    available24h: true,
  },
  {
    group: EmergencyGroup.AMBULANCE,
    name: 'Emergency Ambulance',
    nameBn: 'জরুরি অ্যাম্বুলেন্স',
    nameHi: 'आपातकालीन एम्बुलेंस',
    phone: '108',
    available24h: true,
  },
  {
    group: EmergencyGroup.AMBULANCE,
    name: 'Ilambazar Block Hospital Ambulance',
    nameBn: 'ইলামবাজার ব্লক হাসপাতাল অ্যাম্বুলেন্স',
    nameHi: 'इलामबाज़ार ब्लॉक अस्पताल एम्बुलेंस',
    phone: '+919434022108',
    area: 'Ilambazar',
    available24h: true,
  },
  {
    group: EmergencyGroup.AMBULANCE,
    name: 'Seva Samity Ambulance (Rabiul Sheikh)',
    nameBn: 'সেবা সমিতি অ্যাম্বুলেন্স (রবিউল শেখ)',
    nameHi: 'सेवा समिति एम्बुलेंस (रबीउल शेख)',
    phone: '+919733014562',
    area: 'Joydev Kenduli',
    available24h: false,
  },

  {
    group: EmergencyGroup.TRANSPORT,
    name: 'Bolpur Shantiniketan Railway Station Enquiry',
    nameBn: 'বোলপুর শান্তিনিকেতন স্টেশন অনুসন্ধান',
    nameHi: 'बोलपुर शांतिनिकेतन स्टेशन पूछताछ',
    phone: '139',
    available24h: true,
  },
  {
    group: EmergencyGroup.TRANSPORT,
    name: 'SBSTC Bolpur Depot',
    nameBn: 'এসবিএসটিসি বোলপুর ডিপো',
    nameHi: 'एसबीएसटीसी बोलपुर डिपो',
    phone: '+913463254412',
    area: 'Bolpur',
    available24h: false,
  },
  {
    group: EmergencyGroup.TRANSPORT,
    name: 'Ilambazar Toto Union Office',
    nameBn: 'ইলামবাজার টোটো ইউনিয়ন অফিস',
    nameHi: 'इलामबाज़ार टोटो यूनियन कार्यालय',
    phone: '+919800341276',
    area: 'Ilambazar',
    available24h: false,
  },
  {
    group: EmergencyGroup.TRANSPORT,
    name: 'Highway Patrol (NH 14)',
    nameBn: 'হাইওয়ে পেট্রোল (জাতীয় সড়ক ১৪)',
    nameHi: 'हाईवे पेट्रोल (राष्ट्रीय राजमार्ग 14)',
    phone: '1033',
    available24h: true,
  },

  {
    group: EmergencyGroup.HOSPITAL,
    name: 'Ilambazar Rural Hospital',
    nameBn: 'ইলামবাজার গ্রামীণ হাসপাতাল',
    nameHi: 'इलामबाज़ार ग्रामीण अस्पताल',
    phone: '+913463260300',
    area: 'Ilambazar',
    available24h: true,
  },
  {
    group: EmergencyGroup.HOSPITAL,
    name: 'Bolpur Sub-Divisional Hospital',
    nameBn: 'বোলপুর মহকুমা হাসপাতাল',
    nameHi: 'बोलपुर अनुमंडल अस्पताल',
    phone: '+913463252340',
    area: 'Bolpur',
    available24h: true,
  },
  {
    group: EmergencyGroup.HOSPITAL,
    name: 'Suri Sadar Hospital',
    nameBn: 'সিউড়ি সদর হাসপাতাল',
    nameHi: 'सिउड़ी सदर अस्पताल',
    phone: '+913462255101',
    area: 'Suri',
    available24h: true,
  },
  {
    group: EmergencyGroup.HOSPITAL,
    name: 'Blood Bank, Bolpur',
    nameBn: 'ব্লাড ব্যাংক, বোলপুর',
    nameHi: 'ब्लड बैंक, बोलपुर',
    phone: '+913463252777',
    area: 'Bolpur',
    available24h: true,
  },

  {
    group: EmergencyGroup.WBSEDCL,
    name: 'WBSEDCL Customer Care',
    nameBn: 'বিদ্যুৎ গ্রাহক পরিষেবা',
    nameHi: 'बिजली ग्राहक सेवा',
    phone: '1912',
    available24h: true,
  },
  {
    group: EmergencyGroup.WBSEDCL,
    name: 'WBSEDCL Ilambazar Customer Care Centre',
    nameBn: 'বিদ্যুৎ দপ্তর ইলামবাজার',
    nameHi: 'बिजली विभाग इलामबाज़ार',
    phone: '+913463260512',
    area: 'Ilambazar',
    available24h: false,
  },
  {
    group: EmergencyGroup.WBSEDCL,
    name: 'WBSEDCL Bolpur Supply Office',
    nameBn: 'বিদ্যুৎ দপ্তর বোলপুর',
    nameHi: 'बिजली विभाग बोलपुर',
    phone: '+913463252612',
    area: 'Bolpur',
    available24h: false,
  },
];
