export interface ServiceProviderSeed {
  /** The /service/{type} slug. */
  type: string;
  name: string;
  nameBn: string;
  village: string;
  phone: string;
  description: string;
  descriptionHi: string;
  descriptionBn: string;
  visitChargePaise?: number;
}

export const serviceProviders: ServiceProviderSeed[] = [
  {
    type: 'electrician',
    name: 'Bapi Electric Works',
    nameBn: 'বাপি ইলেকট্রিক ওয়ার্কস',
    village: 'Ilambazar',
    phone: '+919734061528',
    description: 'House wiring, fans, meters and inverter fitting. Bapi Mondal comes himself.',
    descriptionHi: 'घर की वायरिंग, पंखे, मीटर और इन्वर्टर लगाना। बापी मंडल ख़ुद आते हैं।',
    descriptionBn: 'বাড়ির ওয়্যারিং, পাখা, মিটার আর ইনভার্টার লাগানো। বাপি মণ্ডল নিজেই আসেন।',
    visitChargePaise: 15000,
  },
  {
    type: 'electrician',
    name: 'Sukumar Let',
    nameBn: 'সুকুমার লেট',
    village: 'Supur',
    phone: '+918436205719',
    description: 'Wiring and submersible pump motor repair.',
    descriptionHi: 'वायरिंग और सबमर्सिबल पंप मोटर की मरम्मत।',
    descriptionBn: 'ওয়্যারিং আর সাবমার্সিবল পাম্পের মোটর সারাই।',
    visitChargePaise: 10000,
  },
  {
    type: 'plumber',
    name: 'Rahim Sheikh',
    nameBn: 'রহিম শেখ',
    village: 'Ilambazar',
    phone: '+919002317648',
    description: 'Taps, pipelines, water tanks and bathroom fittings.',
    descriptionHi: 'नल, पाइपलाइन, पानी की टंकी और बाथरूम फ़िटिंग।',
    descriptionBn: 'কল, পাইপলাইন, জলের ট্যাঙ্ক আর বাথরুমের ফিটিং।',
    visitChargePaise: 15000,
  },
  {
    type: 'plumber',
    name: 'Ma Manasa Sanitary',
    nameBn: 'মা মনসা স্যানিটারি',
    village: 'Bolpur',
    phone: '+919679084352',
    description: 'Sanitary shop with its own plumbers; tube-well repair too.',
    descriptionHi: 'सैनिटरी की दुकान, अपने प्लंबरों के साथ; ट्यूबवेल की मरम्मत भी।',
    descriptionBn: 'স্যানিটারির দোকান, নিজেদের মিস্ত্রি আছে; টিউবওয়েলও সারানো হয়।',
    visitChargePaise: 20000,
  },
  {
    type: 'carpenter',
    name: 'Biswakarma Furniture Works',
    nameBn: 'বিশ্বকর্মা ফার্নিচার ওয়ার্কস',
    village: 'Joydev Kenduli',
    phone: '+919933520174',
    description: 'Doors, windows, cots and almirahs to order; repairs at home. Nitai Sutradhar.',
    descriptionHi: 'ऑर्डर पर दरवाज़े, खिड़कियाँ, खाट और अलमारी; घर पर मरम्मत। निताई सूत्रधर।',
    descriptionBn: 'অর্ডারমতো দরজা, জানলা, খাট আর আলমারি; বাড়িতে এসে সারাই। নিতাই সূত্রধর।',
  },
  {
    type: 'tailor',
    name: 'Shahnaz Ladies Tailor',
    nameBn: 'শাহনাজ লেডিস টেলার',
    village: 'Ilambazar',
    phone: '+917365092418',
    description: 'Blouses, salwar suits and school uniforms; delivery in three days.',
    descriptionHi: 'ब्लाउज़, सलवार सूट और स्कूल की वर्दी; तीन दिन में तैयार।',
    descriptionBn: 'ব্লাউজ, সালোয়ার কামিজ আর স্কুলের পোশাক; তিন দিনে ডেলিভারি।',
  },
  {
    type: 'tailor',
    name: 'Modern Tailors',
    nameBn: 'মডার্ন টেলার্স',
    village: 'Bolpur',
    phone: '+919474603125',
    description: 'Gents’ shirts, trousers and panjabis. Haripada Das.',
    descriptionHi: 'मर्दों की कमीज़, पतलून और पंजाबी। हरिपद दास।',
    descriptionBn: 'ছেলেদের জামা, প্যান্ট আর পাঞ্জাবি। হরিপদ দাস।',
  },
  {
    type: 'mobile-repair',
    name: 'Mobile Care',
    nameBn: 'মোবাইল কেয়ার',
    village: 'Ilambazar',
    phone: '+918597214063',
    description: 'Screen and battery replacement, charging port repair, software. Bring the phone to the shop.',
    descriptionHi: 'स्क्रीन और बैटरी बदलना, चार्जिंग पोर्ट की मरम्मत, सॉफ़्टवेयर। फ़ोन दुकान पर लाइए।',
    descriptionBn: 'স্ক্রিন আর ব্যাটারি বদল, চার্জিং পোর্ট সারাই, সফটওয়্যার। ফোন দোকানে নিয়ে আসুন।',
  },
  {
    type: 'mason',
    name: 'Kalipada Bagdi',
    nameBn: 'কালীপদ বাগদী',
    village: 'Raipur',
    phone: '+919064317285',
    description: 'Rajmistri with his own team: brickwork, plastering, roof casting. ₹700 a day.',
    descriptionHi: 'अपनी टीम के साथ राजमिस्त्री: ईंट की चिनाई, पलस्तर, छत की ढलाई। ₹700 रोज़।',
    descriptionBn: 'নিজের দল নিয়ে রাজমিস্ত্রি: ইটের গাঁথনি, প্লাস্টার, ছাদ ঢালাই। দিনে ৭০০ টাকা।',
  },
  {
    type: 'painter',
    name: 'Rangdhanu Painters',
    nameBn: 'রংধনু পেইন্টার্স',
    village: 'Sian',
    phone: '+917908625143',
    description: 'House painting inside and out, putty and waterproofing. Sujit Hazra.',
    descriptionHi: 'घर की अंदर-बाहर पुताई, पुट्टी और वॉटरप्रूफ़िंग। सुजीत हाज़रा।',
    descriptionBn: 'বাড়ির ভেতর-বাইরে রং, পুট্টি আর ওয়াটারপ্রুফিং। সুজিত হাজরা।',
    visitChargePaise: 20000,
  },
  {
    type: 'ac-repair',
    name: 'Cool Point AC & Fridge Service',
    nameBn: 'কুল পয়েন্ট এসি ও ফ্রিজ সার্ভিস',
    village: 'Bolpur',
    phone: '+919547260318',
    description: 'AC servicing, gas filling and installation; fridge and washing machine repair.',
    descriptionHi: 'एसी की सर्विसिंग, गैस भरना और लगाना; फ़्रिज और वॉशिंग मशीन की मरम्मत।',
    descriptionBn: 'এসি সার্ভিসিং, গ্যাস ভরা আর লাগানো; ফ্রিজ আর ওয়াশিং মেশিন সারাই।',
    visitChargePaise: 30000,
  },
];
