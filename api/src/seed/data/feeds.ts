import { FeedType } from '../../modules/feed/feed-type';

export interface FeedPostSeed {
  type: FeedType;
  title: string;
  titleBn: string;
  body: string;
  bodyBn: string;
  titleHi: string;
  bodyHi: string;
  /** How long ago it was published, in days, counted from the first seeding. */
  publishedDaysAgo: number;
  /** How long after publishing it stops showing; news does not expire. */
  expiresAfterDays?: number;
  image?: string;
}

export const feedPosts: FeedPostSeed[] = [
  {
    type: FeedType.NEWS,
    title: 'Joydev Kenduli Mela on the Ajay from Poush Sankranti',
    titleBn: 'পৌষ সংক্রান্তি থেকে অজয়ের তীরে জয়দেব কেন্দুলি মেলা',
    body:
      'The Baul mela at Joydev Kenduli begins on Poush Sankranti and runs for three days. ' +
      'Akhras along the river will have songs through the night.\n\n' +
      'Extra buses will run from Bolpur and Ilambazar; totos will stop at the Mandir More stand.',
    bodyBn:
      'পৌষ সংক্রান্তির দিন থেকে জয়দেব কেন্দুলিতে বাউল মেলা শুরু, চলবে তিন দিন। ' +
      'নদীর ধারের আখড়াগুলোয় সারা রাত গান হবে।\n\n' +
      'বোলপুর আর ইলামবাজার থেকে বাড়তি বাস চলবে; টোটো দাঁড়াবে মন্দির মোড় স্ট্যান্ডে।',
    titleHi: 'पौष संक्रांति से अजय के किनारे जयदेव केंदुली मेला',
    bodyHi:
      'जयदेव केंदुली में बाउल मेला पौष संक्रांति के दिन शुरू होकर तीन दिन चलेगा। नदी किनारे के अखाड़ों में रात भर गाने होंगे।\n\nबोलपुर और इलामबाज़ार से अतिरिक्त बसें चलेंगी; टोटो मंदिर मोड़ स्टैंड पर रुकेंगे।',
    publishedDaysAgo: 2,
    image: 'kenduli-baul-singer.svg',
  },
  {
    type: FeedType.NEWS,
    title: 'Free eye check-up camp at Ilambazar Rural Hospital',
    titleBn: 'ইলামবাজার গ্রামীণ হাসপাতালে বিনামূল্যে চোখ পরীক্ষা শিবির',
    body:
      'Eye check-up and cataract screening for everyone over 40, free of cost, on Saturday ' +
      'from 10 am. Bring your old spectacles and any earlier prescriptions.',
    bodyBn:
      '৪০ বছরের বেশি বয়সী সকলের চোখ পরীক্ষা আর ছানি পরীক্ষা হবে বিনামূল্যে, শনিবার সকাল ১০টা থেকে। ' +
      'পুরনো চশমা আর আগের প্রেসক্রিপশন সঙ্গে আনুন।',
    titleHi: 'इलामबाज़ार ग्रामीण अस्पताल में मुफ़्त आँख जाँच शिविर',
    bodyHi:
      '40 साल से ऊपर सभी की आँखों की जाँच और मोतियाबिंद की जाँच मुफ़्त होगी, शनिवार सुबह 10 बजे से। पुराना चश्मा और पहले की पर्चियाँ साथ लाइए।',
    publishedDaysAgo: 5,
  },
  {
    type: FeedType.NOTICE,
    title: 'Power shutdown in Ilambazar on Sunday, 10 am to 2 pm',
    titleBn: 'রবিবার সকাল ১০টা থেকে দুপুর ২টো ইলামবাজারে বিদ্যুৎ বন্ধ',
    body:
      'WBSEDCL will replace a transformer near the bus stand. Supply to Bazar Para, Chowmatha ' +
      'and Hospital More will be off from 10 am to 2 pm. The hospital runs on its generator.',
    bodyBn:
      'বাস স্ট্যান্ডের কাছে ট্রান্সফর্মার বদলাবে বিদ্যুৎ দপ্তর (WBSEDCL)। বাজার পাড়া, চৌমাথা ' +
      'আর হাসপাতাল মোড়ে সকাল ১০টা থেকে দুপুর ২টো পর্যন্ত বিদ্যুৎ থাকবে না। হাসপাতাল জেনারেটরে চলবে।',
    titleHi: 'रविवार सुबह 10 से दोपहर 2 बजे तक इलामबाज़ार में बिजली बंद',
    bodyHi:
      'बस स्टैंड के पास बिजली विभाग (WBSEDCL) ट्रांसफ़ॉर्मर बदलेगा। बाज़ार पाड़ा, चौमाथा और हॉस्पिटल मोड़ में सुबह 10 से दोपहर 2 बजे तक बिजली नहीं रहेगी। अस्पताल जनरेटर पर चलेगा।',
    publishedDaysAgo: 1,
    expiresAfterDays: 7,
  },
  {
    type: FeedType.NOTICE,
    title: 'Pulse Polio this Sunday',
    titleBn: 'এই রবিবার পালস পোলিও',
    body:
      'Polio drops for every child under five at all anganwadi centres and the Joydev Kenduli ' +
      'health centre, 8 am to 4 pm. Health workers will visit homes on Monday and Tuesday for any child missed.',
    bodyBn:
      'সব অঙ্গনওয়াড়ি কেন্দ্র আর জয়দেব কেন্দুলি স্বাস্থ্যকেন্দ্রে পাঁচ বছরের কম বয়সী প্রতিটি শিশুকে পোলিও ড্রপ খাওয়ানো হবে, ' +
      'সকাল ৮টা থেকে বিকেল ৪টে। যে শিশু বাদ পড়বে, সোম আর মঙ্গলবার স্বাস্থ্যকর্মীরা বাড়ি গিয়ে খাওয়াবেন।',
    titleHi: 'इस रविवार पल्स पोलियो',
    bodyHi:
      'सभी आँगनवाड़ी केंद्रों और जयदेव केंदुली स्वास्थ्य केंद्र पर पाँच साल से कम उम्र के हर बच्चे को पोलियो की दवा पिलाई जाएगी, सुबह 8 से शाम 4 बजे तक। जो बच्चा छूट जाए, उसे सोमवार और मंगलवार को स्वास्थ्यकर्मी घर जाकर पिलाएँगे।',
    publishedDaysAgo: 3,
    expiresAfterDays: 10,
  },
  {
    type: FeedType.JOB,
    title: 'Delivery partners wanted in Ilambazar',
    titleBn: 'ইলামবাজারে ডেলিভারি কর্মী চাই',
    body:
      'Haat is looking for two delivery partners with their own bicycle or motorcycle and a ' +
      'smartphone. Mornings or evenings; paid per delivery, weekly. Call or visit Maa Tara Bhandar.',
    bodyBn:
      'হাটে দুজন ডেলিভারি কর্মী দরকার, যাঁদের নিজের সাইকেল বা মোটরসাইকেল আর স্মার্টফোন আছে। ' +
      'সকালে বা সন্ধ্যায় কাজ; প্রতি ডেলিভারিতে টাকা, সপ্তাহে সপ্তাহে। মা তারা ভাণ্ডারে ফোন করুন বা চলে আসুন।',
    titleHi: 'इलामबाज़ार में डिलीवरी साथी चाहिए',
    bodyHi:
      'हाट को दो डिलीवरी साथी चाहिए जिनके पास अपनी साइकिल या मोटरसाइकिल और स्मार्टफ़ोन हो। सुबह या शाम का काम; हर डिलीवरी पर पैसा, हर हफ़्ते। माँ तारा भंडार पर फ़ोन कीजिए या आइए।',
    publishedDaysAgo: 4,
    expiresAfterDays: 30,
  },
  {
    type: FeedType.JOB,
    title: 'Counter assistant at Janata Medical Hall',
    titleBn: 'জনতা মেডিক্যাল হলে কাউন্টার সহকারী চাই',
    body:
      'Higher Secondary pass, able to read English medicine names; D.Pharm preferred. ' +
      'Shift 2 pm to 10 pm. Apply at the shop with a copy of your marksheet.',
    bodyBn:
      'উচ্চমাধ্যমিক পাশ, ইংরেজিতে ওষুধের নাম পড়তে পারেন এমন কেউ; ডি.ফার্ম থাকলে ভালো। ' +
      'কাজ দুপুর ২টো থেকে রাত ১০টা। মার্কশিটের কপি নিয়ে দোকানে এসে আবেদন করুন।',
    titleHi: 'जनता मेडिकल हॉल में काउंटर सहायक',
    bodyHi:
      'बारहवीं पास, दवाओं के अंग्रेज़ी नाम पढ़ सकें; डी.फ़ार्म हो तो बेहतर। पाली दोपहर 2 से रात 10 बजे तक। अपनी मार्कशीट की कॉपी लेकर दुकान पर आवेदन कीजिए।',
    publishedDaysAgo: 6,
    expiresAfterDays: 21,
  },
  {
    type: FeedType.OFFER,
    title: '10% off Gobindobhog rice this week',
    titleBn: 'এই সপ্তাহে গোবিন্দভোগ চালে ১০% ছাড়',
    body: 'Maa Tara Bhandar: new-crop Gobindobhog at 10% off on orders through Haat, until Sunday.',
    bodyBn: 'মা তারা ভাণ্ডার: নতুন ধানের গোবিন্দভোগ চাল, হাটে অর্ডার করলে ১০% কম দামে, রবিবার পর্যন্ত।',
    titleHi: 'इस हफ़्ते गोविंदभोग चावल पर 10% छूट',
    bodyHi: 'माँ तारा भंडार: हाट से ऑर्डर करने पर नई फ़सल का गोविंदभोग 10% छूट पर, रविवार तक।',
    publishedDaysAgo: 1,
    expiresAfterDays: 6,
  },
  {
    type: FeedType.OFFER,
    title: 'Free home collection for lab tests above ₹500',
    titleBn: '৫০০ টাকার বেশি পরীক্ষায় বিনামূল্যে বাড়ি থেকে নমুনা সংগ্রহ',
    body:
      'Ilambazar Pathology & Diagnostic Centre collects samples from your home at no extra ' +
      'charge when the tests booked come to more than ₹500. Book before 8 pm for the next morning.',
    bodyBn:
      'বুক করা পরীক্ষার মোট দাম ৫০০ টাকার বেশি হলে ইলামবাজার প্যাথলজি অ্যান্ড ডায়াগনস্টিক সেন্টার ' +
      'বাড়ি থেকে নমুনা নিয়ে যাবে, আলাদা খরচ ছাড়াই। পরদিন সকালের জন্য রাত ৮টার আগে বুক করুন।',
    titleHi: '₹500 से ऊपर की जाँच पर घर से मुफ़्त सैंपल',
    bodyHi:
      'बुक की गई जाँचें ₹500 से ज़्यादा की हों तो इलामबाज़ार पैथोलॉजी एंड डायग्नोस्टिक सेंटर बिना अतिरिक्त पैसे के घर से सैंपल ले जाता है। अगली सुबह के लिए रात 8 बजे से पहले बुक कीजिए।',
    publishedDaysAgo: 2,
    expiresAfterDays: 28,
  },
];
